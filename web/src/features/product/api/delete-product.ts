import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/**
 * Deletes a product: /product/validation_delete, then /product/delete_stored. Silent: the page
 * shows the server's refusal itself (a package still holds it, it has stock).
 */
export async function deleteProduct(mainId: number) {
  await call('POST', '/product/validation_delete', { main_id: mainId }, { silent: true });
  return call('POST', '/product/delete_stored', { main_id: mainId }, { silent: true });
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
