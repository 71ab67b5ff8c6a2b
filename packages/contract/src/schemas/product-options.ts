import { z } from 'zod';
import { field, INT_MAX } from './fields.js';

/** The master areas the product form and filters choose from. */
export const PRODUCT_LOOKUPS = ['package_category', 'merk', 'kemasan', 'vendor'] as const;
export type ProductLookup = (typeof PRODUCT_LOOKUPS)[number];

/** Body of /product/options: which area, the typed text, and the ids already chosen (their names always come back). */
export const productOptionsBody = z.object({
  lookup: z.enum(PRODUCT_LOOKUPS, { error: 'Pilihan tidak dikenal' }),
  search: field.optText('Cari', 100),
  ids: z.array(z.number().int().min(1).max(INT_MAX)).max(50).optional(),
});
