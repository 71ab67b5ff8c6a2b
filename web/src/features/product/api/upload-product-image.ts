import { postMultipart } from '../../../components/resource/resource-transfer';

/** POST /product/upload_product_image (multipart: main_id, product_image; PNG/JPEG/WEBP up to 2 MB, 5 per product). */
export function uploadProductImage(mainId: number, file: File) {
  return postMultipart<{ main_id: number; url: string }>('/product/upload_product_image', { main_id: String(mainId) }, { product_image: file });
}
