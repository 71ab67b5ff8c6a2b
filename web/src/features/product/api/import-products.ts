import type { productImportAnswer } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { downloadFile, postMultipartWithProgress } from '../../../components/resource/resource-transfer';
import { productKeys } from '../../../lib/query-keys';

/** New products and variants, and the stored ones matched by SKU and updated from the file (productImportAnswer of the contract). */
export type ProductImportResult = z.infer<typeof productImportAnswer>;

/** The import template (GET /product/template, .xlsx); saves the file. */
export const downloadProductTemplate = () => downloadFile('GET', '/product/template');

/** Import of products from .xlsx/.csv (POST /product/import_excel_stored, field `file`), reporting upload progress. */
export function importProducts(file: File, onProgress: (percent: number) => void) {
  return postMultipartWithProgress<ProductImportResult>('/product/import_excel_stored', {}, { file }, onProgress);
}

export function useImportProducts() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { file: File; onProgress: (percent: number) => void }) => importProducts(v.file, v.onProgress),
    onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.lists() }),
  });
}
