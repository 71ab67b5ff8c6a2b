import type { productImageUploadAnswer } from '@bo/contract';
import type { z } from 'zod';
import { postMultipart } from '../../../components/resource/resource-transfer';

/** POST /product/upload_product_image (multipart: main_id, product_image; PNG/JPEG/WEBP up to 2 MB, 5 per product). */
export function uploadProductImage(mainId: number, file: File) {
  return postMultipart<z.infer<typeof productImageUploadAnswer>>('/product/upload_product_image', { main_id: String(mainId) }, { product_image: file });
}
