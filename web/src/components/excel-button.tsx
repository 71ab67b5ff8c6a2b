import { FileExcelOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { downloadFile } from './resource/resource-transfer';

/** The Excel button: runs `download` (a file, or a job whose progress shows until the file downloads) and says the file's name. */
export function ExcelButton({ download, className = 'report-excel' }: { download: () => Promise<string>; className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FileExcelOutlined />}
      className={className}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const name = await download();
          message.success(`Berkas ${name} diunduh`);
        } finally {
          setBusy(false);
        }
      }}
    >
      Excel
    </Button>
  );
}

/** The download of a report's .xlsx: POST `url` with `body`. */
export const postExcel = (url: string, body: Record<string, unknown>) => () => downloadFile('POST', url, body);
