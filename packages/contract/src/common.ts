import { z } from 'zod';

/** Every successful response is wrapped as `{ success: true, data }`. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

export const IdSchema = z.uuid({ message: 'Not a valid id' });
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const SortOrderSchema = z.enum(SORT_ORDERS);

/** Query-string booleans arrive as text. */
export const QueryBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pageQuery = (defaultLimit: number, maxLimit: number) => ({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
});

/** Optional text fields: trimmed, and empty means absent. */
export const optionalTrimmed = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }, schema);

export const PHONE_PATTERN = /^[\d\s\-+()]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MessageSchema = z.object({ message: z.string() });

/** Query fields every staff list shares: text search, active filter, sort order. */
export const listFilterFields = {
  search: optionalTrimmed(z.string().max(100).optional()),
  isActive: z.enum(['true', 'false']).optional(),
  /** Cache-buster the prototype sends; ignored. */
  timestamp: z.string().optional(),
};

/** The pagination object of a list whose total is named `totalKey` (spec §3). */
export const paginationSchema = <K extends string>(totalKey: K) =>
  z
    .object({
      currentPage: z.number(),
      totalPages: z.number(),
      hasNext: z.boolean(),
      hasPrev: z.boolean(),
    })
    .extend({ [totalKey]: z.number() } as Record<K, z.ZodNumber>);
