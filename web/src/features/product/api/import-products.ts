import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile, postMultipartWithProgress } from '../../../components/resource/resource-transfer';
import { productKeys } from '../../../lib/query-keys';

export interface ProductImportResult {
  /** New products and new variants. */
  products: number;
  variants: number;
  /** Stored products and variants matched by SKU and updated from the file. */
  updated_products: number;
  updated_variants: number;
  total_rows: number;
}

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
