import { z } from 'zod';

/** List pages default to page 1, 5 per page; `all` returns everything (`per_page` on the wire). */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 5;
export const MAX_PER_PAGE = 100;

export const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  all: booleanish.optional().default(false),
});
export type PageQuery = z.infer<typeof PageQuery>;
