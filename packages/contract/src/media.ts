export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const MEDIA_MESSAGES = {
  fileRequired: 'Please choose an image file.',
  wrongType: 'Only JPEG, PNG or WebP images are allowed.',
  tooLarge: 'The image must be 5 MB or smaller.',
  unreadable: 'The file could not be read as an image.',
} as const;
