import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/** Removes one stored image of a product: /product/delete_image. */
export const deleteProductImage = (imageId: number) => call('POST', '/product/delete_image', { image_id: imageId });

export function useDeleteProductImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteProductImage, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
