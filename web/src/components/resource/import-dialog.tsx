import type { ResourceDef } from '@bo/contract';
import { ExcelImportDialog } from '../excel-import-dialog';
import { postMultipartWithProgress } from './resource-transfer';

interface ImportResult {
  inserted: number;
  updated: number;
  total: number;
}

/** Import of a master area's rows (its `calls.import`, multipart field `file`). */
export function ImportDialog(props: { def: ResourceDef; open: boolean; onClose: () => void; onImported: () => void; onTemplate?: () => void }) {
  const { def, onImported } = props;
  return (
    <ExcelImportDialog
      open={props.open}
      onClose={props.onClose}
      title={`Impor ${def.title}`}
      onTemplate={props.onTemplate}
      hint="Semua baris diperiksa dahulu; bila ada baris yang salah, tidak ada data yang disimpan."
      upload={async (file, onProgress) => {
        const env = await postMultipartWithProgress<ImportResult>(def.calls.import ?? '', {}, { file }, onProgress);
        onImported();
        return env.msg || `Impor berhasil: ${env.data.inserted} data baru, ${env.data.updated} data diperbarui`;
      }}
    />
  );
}
