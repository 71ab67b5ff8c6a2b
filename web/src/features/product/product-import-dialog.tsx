import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, message, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { downloadProductTemplate, useImportProducts } from './api/import-products';

interface RowProblem {
  key: string;
  row: number | null;
  errors: string[];
}

/** The server's 422 errors ('baris N' → messages, or 'file') as table rows, in row order. */
export function rowProblems(errors: Record<string, string[]>): RowProblem[] {
  return Object.entries(errors)
    .map(([key, errs]) => ({ key, row: /^baris (\d+)$/i.test(key) ? Number(key.replace(/\D/g, '')) : null, errors: errs }))
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/**
 * Import of products from .xlsx/.csv: rows with a stored SKU update that product, the others
 * create products; every row is checked first; when any is wrong nothing is written and each bad
 * row is listed with its reasons ('baris N').
 */
export function ProductImportDialog(props: { open: boolean; onClose: () => void }) {
  const { open, onClose } = props;
  const importer = useImportProducts();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [result, setResult] = useState<string | null>(null);

  const reset = () => {
    setError(null);
    setProblems([]);
    setResult(null);
    setProgress(null);
  };
  const close = () => {
    setFile(null);
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    reset();
    setProgress(0);
    try {
      const env = await importer.mutateAsync({ file, onProgress: setProgress });
      const r = env.data;
      const text = env.msg || `Impor produk berhasil: ${r.products} produk, ${r.variants} varian`;
      setResult(text);
      message.success(text);
    } catch (e) {
      const err = e instanceof ApiError ? e : null;
      setError(err?.message || 'Impor gagal');
      setProblems(rowProblems(err?.errors ?? {}));
    } finally {
      setProgress(null);
    }
  };
  const template = async () => {
    try {
      await downloadProductTemplate();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : 'Templat gagal diunduh');
    }
  };
  const busy = importer.isPending;

  return (
    <Modal
      open={open}
      title="Import Excel Produk"
      className="import-modal product-import"
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="template" className="import-template" onClick={template}>
          Unduh Templat
        </Button>,
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
        <p style={{ color: '#595959' }}>
          Satu baris per varian. Baris dengan SKU yang sudah ada memperbarui produk tersebut; baris lain menjadi produk baru. Semua baris diperiksa dahulu; bila
          ada baris yang salah, tidak ada produk yang disimpan.
        </p>
      </Upload.Dragger>
      {busy ? (
        <div className="import-progress" style={{ marginTop: 16 }}>
          <Progress percent={progress ?? 0} status="active" />
          <small>{(progress ?? 0) < 100 ? 'Mengunggah berkas…' : 'Memeriksa dan menyimpan baris…'}</small>
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
