import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { productPackageKeys } from '../../../lib/query-keys';

/** Deletes a package: /product_package/validation_delete, then /product_package/delete (silent: the page shows a refusal). */
export async function deletePackage(packageId: number) {
  await call('POST', '/product_package/validation_delete', { package_id: packageId }, { silent: true });
  return call('POST', '/product_package/delete', { package_id: packageId }, { silent: true });
}

export function useDeletePackage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deletePackage, onSuccess: () => qc.invalidateQueries({ queryKey: productPackageKeys.all }) });
}
