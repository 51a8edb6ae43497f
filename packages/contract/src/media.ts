import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  fileRequired: 'Please choose an image file.',
  wrongType: 'Only JPEG, PNG or WebP images are allowed.',
  tooLarge: 'The image must be 5 MB or smaller.',
  unreadable: 'The file could not be read as an image.',
} as const;

/** A stored picture's unguessable token. */
export const MediaParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) });

export const mediaApi = {
  /** Fetched by <img> tags, which cannot send a bearer token: the token is the permission. */
  get: defineEndpoint({
    method: 'GET',
    path: '/media/:token',
    params: MediaParamsSchema,
    response: 'file',
    isHidden: true,
  }),
};
