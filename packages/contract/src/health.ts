import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgres']),
  time: z.string(),
});

export const healthApi = {
  check: defineEndpoint({ method: 'GET', path: '/health', response: HealthSchema }),
};
