import type { productKledoBody } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/** Body of /product/validation_update_kledo and /product/update_stored_kledo (productKledoBody of the contract). */
export type SaveProductKledo = z.input<typeof productKledoBody>;

/**
 * The accounting-service fields as /product/find and update_stored_kledo answer them: flags 0/1,
 * account and tax ids and prices as numbers, null where a side is off or left blank.
 */
export interface ProductKledo {
  kledo_is_purchase: number;
  kledo_purchase_account_id: number | null;
  kledo_purchase_price: number | null;
  kledo_purchase_tax_id: number | null;
  kledo_purchase_account_update_past: number;
  kledo_is_sell: number;
  kledo_sell_account_id: number | null;
  kledo_sell_price: number | null;
  kledo_sell_tax_id: number | null;
  kledo_sell_account_update_past: number;
  kledo_is_track: number;
  kledo_track_account_id: number | null;
  kledo_track_account_update_past: number;
  kledo_updated_at: string | null;
}

/**
 * Stores the accounting-service fields of a product: the validation call first
 * (/product/validation_update_kledo), then /product/update_stored_kledo, which answers what was kept.
 */
export async function saveProductKledo(input: SaveProductKledo) {
  await call('POST', '/product/validation_update_kledo', { ...input }, { json: true });
  return call<ProductKledo & { main_id: number }>('POST', '/product/update_stored_kledo', { ...input }, { json: true });
}

export function useSaveProductKledo() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveProductKledo, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
