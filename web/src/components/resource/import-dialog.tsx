import type { ResourceDef } from '@bo/contract';
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, message, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { uploadFile } from './resource-transfer';

interface RowProblem {
  row: number;
  errors: string[];
}
interface ImportResult {
  inserted: number;
  updated: number;
  total: number;
}

const ACCEPT = '.xlsx,.csv';

/**
 * Import of .xlsx or .csv (multipart field `file`). The server checks every row first; a 422 lists
 * every bad row with its reasons, and nothing is written.
 */
export function ImportDialog(props: { def: ResourceDef; open: boolean; onClose: () => void; onImported: () => void; onTemplate?: () => void }) {
  const { def, open, onClose, onImported, onTemplate } = props;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [result, setResult] = useState<string | null>(null);

  const reset = () => {
    setError(null);
    setProblems([]);
    setResult(null);
  };
  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file || !def.calls.import) return;
    setBusy(true);
    reset();
    try {
      const env = await uploadFile<ImportResult>(def.calls.import, file);
      const r = env.data;
      const text = env.msg || `Impor berhasil: ${r.inserted} data baru, ${r.updated} data diperbarui`;
      setResult(text);
      message.success(text);
      onImported();
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      setError(err?.message ?? 'Impor gagal');
      const rows = (err?.data as { rows?: RowProblem[] } | null)?.rows;
      if (Array.isArray(rows)) setProblems(rows);
      else if (err?.errors) {
        const list = Object.values(err.errors).flat();
        if (list.length && !list.includes(err.message)) setError([err.message, ...list].join('\n'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`Impor ${def.title}`}
      className="import-modal"
      width={720}
      onCancel={close}
      destroyOnHidden
      footer={[
        onTemplate ? (
          <Button key="template" className="import-template" onClick={onTemplate}>
            Unduh Templat
          </Button>
        ) : null,
        <Button key="close" className="import-close" onClick={close}>
          Tutup
        </Button>,
        <Button key="submit" type="primary" className="import-submit" loading={busy} disabled={!file} onClick={submit}>
          Impor
        </Button>,
      ]}
    >
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        maxCount={1}
        className="import-upload"
        beforeUpload={(f) => {
          const ok = /\.(xlsx|csv)$/i.test(f.name);
          if (!ok) message.error('Berkas harus .xlsx atau .csv');
          else {
            setFile(f);
            reset();
          }
          return Upload.LIST_IGNORE;
        }}
        showUploadList={false}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{file ? file.name : 'Klik atau seret berkas .xlsx / .csv ke sini'}</p>
        <p style={{ color: '#595959' }}>Semua baris diperiksa dahulu; bila ada baris yang salah, tidak ada data yang disimpan.</p>
      </Upload.Dragger>
      {result ? <Alert className="import-result" style={{ marginTop: 16 }} type="success" showIcon title={result} /> : null}
      {error ? <Alert className="import-error" style={{ marginTop: 16, whiteSpace: 'pre-line' }} type="error" showIcon title={error} /> : null}
      {problems.length ? (
        <Table<RowProblem>
          className="import-problems"
          style={{ marginTop: 16 }}
          size="small"
          rowKey="row"
          dataSource={problems}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: 'Baris', dataIndex: 'row', width: 80 },
            { title: 'Kesalahan', dataIndex: 'errors', render: (errs: string[]) => errs.map((m) => <div key={m}>{m}</div>) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
