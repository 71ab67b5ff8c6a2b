import type { createPackageBody, packageLineInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/client';
import { productPackageKeys } from '../../../lib/query-keys';

export type SavePackage = Omit<z.input<typeof createPackageBody>, 'package_product'> & {
  package_id?: number;
  package_product: z.input<typeof packageLineInput>[];
};

/** A new package (/product_package/validation_create, create_stored) or a change (validation_update, update_stored). */
export async function savePackage(input: SavePackage) {
  if (input.package_id) {
    await call('POST', '/product_package/validation_update', { ...input }, { json: true });
    return call('POST', '/product_package/update_stored', { ...input }, { json: true });
  }
  await call('POST', '/product_package/validation_create', { ...input }, { json: true });
  return call('POST', '/product_package/create_stored', { ...input }, { json: true });
}

export function useSavePackage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: savePackage, onSuccess: () => qc.invalidateQueries({ queryKey: productPackageKeys.all }) });
}
