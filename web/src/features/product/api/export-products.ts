import { downloadFile } from '../../../components/resource/resource-transfer';

export type ProductExportKind = 'master' | 'stock';

const PATHS: Record<ProductExportKind, string> = {
  master: '/product/data/export_excel_stored_by_master_data',
  stock: '/product/data/export_excel_stored_by_stock',
};

/** Export of the products matching the list's filters (.xlsx): master data or stock; saves the file. */
export function exportProducts(kind: ProductExportKind, filters: Record<string, unknown>) {
  return downloadFile('POST', PATHS[kind], { columnFilters: filters });
}
