import type { CreateProductInput, productSavedAnswer, UpdateProductInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { productKeys, productPackageKeys } from '../../../lib/query-keys';
import { uploadProductImage } from './upload-product-image';

/** What create_stored and update_stored answer: the product and its variant ids. */
export type ProductSaved = z.infer<typeof productSavedAnswer>;

export type SaveProduct = CreateProductInput & { main_id?: UpdateProductInput['main_id'] };

/**
 * A new product (/product/validation_create, then create_stored) or a change of one with `main_id`
 * (validation_update, then update_stored): the validation call first (spec-1 §4). JSON, so the
 * variants and wholesale tiers travel as arrays.
 */
export async function saveProduct(input: SaveProduct) {
  if (input.main_id) {
    await call('POST', '/product/validation_update', { ...input }, { json: true });
    return call<ProductSaved>('POST', '/product/update_stored', { ...input }, { json: true });
  }
  await call('POST', '/product/validation_create', { ...input }, { json: true });
  return call<ProductSaved>('POST', '/product/create_stored', { ...input }, { json: true });
}

/** Saves the product, then uploads its new images one by one; answers the save and the images refused. */
export async function saveProductWithImages(v: { input: SaveProduct; images: File[] }) {
  const env = await saveProduct(v.input);
  const mainId = env.data?.main_id ?? v.input.main_id;
  const refused: string[] = [];
  if (mainId)
    for (const file of v.images) {
      try {
        await uploadProductImage(mainId, file);
      } catch (e) {
        refused.push(`${file.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  return { env, refused };
}

export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProductWithImages,
    // the lists, the product itself, and the packages (they show variant names and prices)
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: productKeys.all }), qc.invalidateQueries({ queryKey: productPackageKeys.all })]),
  });
}
