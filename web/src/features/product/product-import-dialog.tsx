import { message } from 'antd';
import { ApiError } from '../../api/client';
import { ExcelImportDialog } from '../../components/excel-import-dialog';
import { downloadProductTemplate, useImportProducts } from './api/import-products';

/**
 * Import of products from .xlsx/.csv: rows with a stored SKU update that product, the others
 * create products; every row is checked first; when any is wrong nothing is written and each bad
 * row is listed with its reasons ('baris N').
 */
export function ProductImportDialog(props: { open: boolean; onClose: () => void }) {
  const importer = useImportProducts();
  const template = async () => {
    try {
      await downloadProductTemplate();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : 'Templat gagal diunduh');
    }
  };
  return (
    <ExcelImportDialog
      open={props.open}
      onClose={props.onClose}
      title="Import Excel Produk"
      className="product-import"
      width={760}
      onTemplate={template}
      hint="Satu baris per varian. Baris dengan SKU yang sudah ada memperbarui produk tersebut; baris lain menjadi produk baru. Semua baris diperiksa dahulu; bila ada baris yang salah, tidak ada produk yang disimpan."
      upload={async (file, onProgress) => {
        const env = await importer.mutateAsync({ file, onProgress });
        return env.msg || `Impor produk berhasil: ${env.data.products} produk, ${env.data.variants} varian`;
      }}
    />
  );
}
