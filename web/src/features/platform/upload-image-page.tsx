import { CopyOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Image, InputNumber, message, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';

interface Prepared {
  url: string;
  width: number;
  height: number;
  bytes: number;
  name: string;
}

const loadImage = (file: File) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new window.Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Berkas bukan gambar yang dapat dibaca'));
    img.src = URL.createObjectURL(file);
  });

/** Resizes an image to at most `maxWidth` pixels wide and encodes it (PNG, JPEG or WebP). */
async function prepare(file: File, maxWidth: number, type: string, quality: number): Promise<Prepared> {
  const img = await loadImage(file);
  const scale = Math.min(1, maxWidth / img.naturalWidth);
  const width = Math.round(img.naturalWidth * scale);
  const height = Math.round(img.naturalHeight * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(img, 0, 0, width, height);
  URL.revokeObjectURL(img.src);
  const url = canvas.toDataURL(type, quality / 100);
  const ext = type.split('/')[1];
  return { url, width, height, bytes: Math.round(((url.length - url.indexOf(',') - 1) * 3) / 4), name: `${file.name.replace(/\.[^.]+$/, '')}.${ext}` };
}

/**
 * /configure/upload-image-util: prepares an image for the places that take one (logo, favicon,
 * courier logo, product photos): resized and compressed in the browser, to download or to copy as
 * a data URL. Nothing is sent to the server here.
 */
export function UploadImagePage() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Prepared | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ maxWidth: number; type: string; quality: number }>();
  const run = async () => {
    if (!file) {
      message.error('Pilih gambar terlebih dahulu');
      return;
    }
    const v = form.getFieldsValue();
    setBusy(true);
    try {
      setResult(await prepare(file, v.maxWidth, v.type, v.quality));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Unggah Gambar" className="upload-image-page">
      <Typography.Paragraph type="secondary">Perkecil dan kompres gambar sebelum dipakai sebagai logo, favicon atau foto produk.</Typography.Paragraph>
      <Form form={form} layout="inline" initialValues={{ maxWidth: 512, type: 'image/webp', quality: 85 }} style={{ gap: 8, marginBottom: 16 }}>
        <Form.Item label="Gambar">
          <Upload
            accept="image/png,image/jpeg,image/webp,image/gif"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              setResult(null);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setResult(null);
            }}
          >
            <Button icon={<UploadOutlined />} className="upload-image-pick">
              Pilih Gambar
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item name="maxWidth" label="Lebar maksimal (px)">
          <InputNumber min={16} max={4096} precision={0} />
        </Form.Item>
        <Form.Item name="type" label="Format">
          <Select
            style={{ width: 110 }}
            options={[
              { value: 'image/webp', label: 'WebP' },
              { value: 'image/jpeg', label: 'JPEG' },
              { value: 'image/png', label: 'PNG' },
            ]}
          />
        </Form.Item>
        <Form.Item name="quality" label="Kualitas (%)">
          <InputNumber min={10} max={100} precision={0} />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={() => void run()} className="upload-image-run">
          Proses
        </Button>
      </Form>
      {result ? (
        <Space direction="vertical" className="upload-image-result">
          <Image src={result.url} alt={result.name} style={{ maxWidth: 320 }} />
          <Typography.Text className="upload-image-size">
            {result.width} × {result.height} px, {Math.ceil(result.bytes / 1024)} KB
          </Typography.Text>
          <Space>
            <Button icon={<DownloadOutlined />} href={result.url} download={result.name}>
              Unduh
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => void navigator.clipboard?.writeText(result.url).then(() => message.success('Data URL disalin'))}>
              Salin Data URL
            </Button>
          </Space>
        </Space>
      ) : null}
    </Card>
  );
}
