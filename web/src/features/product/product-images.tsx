import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, message, Popconfirm, Space, Typography, Upload, type UploadFile } from 'antd';
import { AuthImage, thumbnailOf } from '../../components/auth-image';
import { useDeleteProductImage } from './api/delete-product-image';

/** The image id in a stored image address (/product/image?image_id=12). */
const imageIdOf = (src: string) => Number(new URLSearchParams(src.split('?')[1] ?? '').get('image_id'));

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_IMAGES = 5;

/** The stored images (fetched with the token) and new ones to upload after saving: PNG/JPEG/WEBP, up to 2 MB, 5 in all. */
export function ProductImages(props: { stored: string[]; name: string; files: UploadFile[]; onChange: (f: UploadFile[]) => void }) {
  const { stored, name, files, onChange } = props;
  const remove = useDeleteProductImage();
  const room = MAX_IMAGES - stored.length;
  return (
    <div className="product-images">
      {stored.length ? (
        <Space wrap style={{ marginBottom: 8 }} className="product-images-stored">
          {stored.map((src) => (
            <span key={src} className="product-image-stored" style={{ position: 'relative', display: 'inline-block' }}>
              <AuthImage src={thumbnailOf(src)} previewSrc={src} alt={`Gambar ${name}`} size={96} />
              <Popconfirm
                title="Hapus gambar ini?"
                description="Gambar langsung dihapus dari produk."
                okText="Hapus"
                cancelText="Batal"
                okButtonProps={{ danger: true, className: 'confirm-delete-image' }}
                onConfirm={async () => {
                  await remove.mutateAsync(imageIdOf(src));
                  message.success('Gambar produk berhasil dihapus');
                }}
              >
                <Button
                  className="product-image-delete"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Hapus gambar ${name}`}
                  style={{ position: 'absolute', top: 4, right: 4 }}
                />
              </Popconfirm>
            </span>
          ))}
        </Space>
      ) : null}
      {room > 0 ? (
        <Upload
          className="product-image-upload"
          listType="picture-card"
          accept={IMAGE_TYPES.join(',')}
          multiple
          fileList={files}
          beforeUpload={(f) => {
            if (!IMAGE_TYPES.includes(f.type)) message.error(`${f.name}: gambar harus berupa PNG, JPEG atau WEBP`);
            else if (f.size > 2 * 1024 * 1024) message.error(`${f.name}: ukuran gambar maksimal 2 MB`);
            return false;
          }}
          onChange={({ fileList }) =>
            onChange(
              fileList
                .filter((f) => f.originFileObj && IMAGE_TYPES.includes(f.type ?? '') && (f.size ?? 0) <= 2 * 1024 * 1024)
                .slice(0, room)
                .map((f) => ({ ...f, status: 'done' as const, thumbUrl: f.thumbUrl })),
            )
          }
        >
          {files.length < room ? (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 4 }}>Pilih Gambar</div>
            </div>
          ) : null}
        </Upload>
      ) : (
        <Typography.Text type="secondary">Produk sudah memiliki {MAX_IMAGES} gambar</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        PNG, JPEG atau WEBP, maksimal 2 MB, {MAX_IMAGES} gambar per produk; diunggah saat disimpan.
      </Typography.Text>
    </div>
  );
}
