import { PlusOutlined } from '@ant-design/icons';
import { Form, Image, message, Space, Upload, type UploadFile } from 'antd';
import type { PurchaseOrderDetail } from './api/purchase-order-api';

const MAX_IMAGES = 5;
const MAX_IMAGE_BYTES = 1024 * 1024;

/** New images of an order (PNG, JPEG, WEBP, ≤ 1 MB each, with the stored ones at most five), and the stored ones as thumbnails. */
export function PurchaseOrderImages({
  stored,
  images,
  onChange,
}: {
  stored: PurchaseOrderDetail['images'];
  images: UploadFile[];
  onChange: (images: UploadFile[]) => void;
}) {
  const kept = stored.length;
  return (
    <>
      <Form.Item
        label={`Gambar (maks. ${MAX_IMAGES}, masing-masing ≤ 1 MB; PNG, JPEG, WEBP)`}
        extra={kept ? `${kept} gambar tersimpan; gambar baru ditambahkan.` : undefined}
      >
        <Upload
          listType="picture-card"
          accept="image/png,image/jpeg,image/webp"
          fileList={images}
          beforeUpload={(file) => {
            if (file.size > MAX_IMAGE_BYTES) {
              message.error(`${file.name} lebih dari 1 MB`);
              return Upload.LIST_IGNORE;
            }
            return false;
          }}
          onChange={({ fileList }) => onChange(fileList)}
          maxCount={Math.max(0, MAX_IMAGES - kept)}
        >
          {images.length + kept < MAX_IMAGES && (
            <button type="button" style={{ border: 0, background: 'none' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>Unggah</div>
            </button>
          )}
        </Upload>
      </Form.Item>
      {kept > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {stored.map((im) => (
              <Image key={im.image_id} src={im.data_url} width={64} height={64} style={{ objectFit: 'cover' }} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}
