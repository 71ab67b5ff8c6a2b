import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, message, Progress, Table, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/client';

export interface RowProblem {
  key: string;
  /** The spreadsheet row, or null for a problem of the whole file. */
  row: number | null;
  errors: string[];
}

const ROW_KEY = /^baris (\d+)$/i;

/**
 * The rows a refused import names, in row order: `data.rows` ({ row, errors }) of the master import,
 * or the 422 errors keyed 'baris N' (a key of the whole file, e.g. 'file', becomes a 'Berkas' row when
 * rows are named too). Errors of the whole file alone stay in the message (`fileErrors`).
 */
export function importProblems(err: ApiError | null): { problems: RowProblem[]; fileErrors: string[] } {
  const rows = (err?.data as { rows?: { row: number; errors: string[] }[] } | null)?.rows;
  if (Array.isArray(rows)) return { problems: rows.map((r) => ({ key: String(r.row), row: r.row, errors: r.errors })), fileErrors: [] };
  const entries = Object.entries(err?.errors ?? {});
  const named = entries.some(([k]) => ROW_KEY.test(k));
  if (!named) return { problems: [], fileErrors: entries.flatMap(([, errs]) => errs) };
  const problems = entries
    .map(([key, errs]) => ({ key, row: ROW_KEY.test(key) ? Number(key.replace(/\D/g, '')) : null, errors: errs }))
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { problems, fileErrors: [] };
}

/**
 * Import of .xlsx or .csv: upload progress, then the server checks every row first; a refusal lists
 * every bad row with its reasons and nothing is written. `upload` sends the file and answers the
 * success text; it throws the ApiError of a refusal.
 */
export function ExcelImportDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  className?: string;
  width?: number;
  hint: ReactNode;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onTemplate?: () => void;
}) {
  const { open, onClose, title, hint, upload, onTemplate } = props;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [result, setResult] = useState<string | null>(null);

  const reset = () => {
    setError(null);
    setProblems([]);
    setResult(null);
    setProgress(0);
  };
  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    reset();
    setBusy(true);
    try {
      const text = await upload(file, setProgress);
      setResult(text);
      message.success(text);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      const { problems: rows, fileErrors } = importProblems(err);
      const head = err?.message || 'Impor gagal';
      const extra = fileErrors.filter((m) => m !== head);
      setError([head, ...extra].join('\n'));
      setProblems(rows);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      className={['import-modal', props.className].filter(Boolean).join(' ')}
      width={props.width ?? 720}
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
        accept=".xlsx,.csv"
        multiple={false}
        maxCount={1}
        className="import-upload"
        disabled={busy}
        beforeUpload={(f) => {
          if (!/\.(xlsx|csv)$/i.test(f.name)) message.error('Berkas harus .xlsx atau .csv');
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
        <p style={{ color: '#595959' }}>{hint}</p>
      </Upload.Dragger>
      {busy ? (
        <div className="import-progress" style={{ marginTop: 16 }}>
          <Progress percent={progress} status="active" />
          <small>{progress < 100 ? 'Mengunggah berkas…' : 'Memeriksa dan menyimpan baris…'}</small>
        </div>
      ) : null}
      {result ? <Alert className="import-result" style={{ marginTop: 16 }} type="success" showIcon title={result} /> : null}
      {error ? <Alert className="import-error" style={{ marginTop: 16, whiteSpace: 'pre-line' }} type="error" showIcon title={error} /> : null}
      {problems.length ? (
        <Table<RowProblem>
          className="import-problems"
          style={{ marginTop: 16 }}
          size="small"
          rowKey="key"
          dataSource={problems}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: 'Baris', dataIndex: 'key', width: 100, render: (_, r) => (r.row === null ? 'Berkas' : `baris ${r.row}`) },
            { title: 'Kesalahan', dataIndex: 'errors', render: (errs: string[]) => errs.map((m) => <div key={m}>{m}</div>) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
