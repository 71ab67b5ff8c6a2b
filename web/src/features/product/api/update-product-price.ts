import type { grosirInput, priceSaleBody } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { productKeys, productPackageKeys } from '../../../lib/query-keys';

/** Body of /product_price/validation and /product_price/stored (productPriceBody of the contract). */
export type UpdateProductPrice = z.input<typeof priceSaleBody> & { grosir: z.input<typeof grosirInput>[] };

/** The sale price and wholesale tiers of a variant: /product_price/validation, then /product_price/stored. */
export async function updateProductPrice(input: UpdateProductPrice) {
  await call('POST', '/product_price/validation', { ...input }, { json: true });
  return call('POST', '/product_price/stored', { ...input }, { json: true });
}

export function useUpdateProductPrice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProductPrice,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: productKeys.all }), qc.invalidateQueries({ queryKey: productPackageKeys.all })]),
  });
}
