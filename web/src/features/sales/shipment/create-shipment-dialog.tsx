import { Form, Input, Modal, Select, Space } from 'antd';
import { useEffect } from 'react';
import { DialogKeys } from '../../../components/dialog-keys';
import { useFormSubmit } from '../../../lib/use-form-submit';
import type { PickingRow } from '../picking/api/picking-keys';
import { useCreateShipment } from './api/create-shipment';
import { useProviderShipping } from './api/get-provider-shipping';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** 'Buat Pengiriman': courier from provider_shipping (master Ekspedisi) or a free courier name, service, resi, cost and date. */
export function CreateShipmentDialog({
  orders,
  open,
  onClose,
  onDone,
}: {
  orders: PickingRow[];
  open: boolean;
  onClose: () => void;
  onDone: (number: string) => void;
}) {
  const order = orders[0];
  const [form] = Form.useForm();
  const providers = useProviderShipping(open && order ? order.order_id : null);
  const create = useCreateShipment();
  const { busy, submit } = useFormSubmit(form, async () => {
    const v = await form.validateFields();
    const env = await create.mutateAsync({ order_ids: orders.map((o) => o.order_id), ...v });
    onDone(env.data.shipment_number);
  });
  useEffect(() => {
    if (open && providers.data)
      form.setFieldsValue({
        ekspedisi_id: providers.data.current.ekspedisi_id ?? undefined,
        kurir: providers.data.current.kurir ?? undefined,
        shipping_service: providers.data.current.shipping_service ?? undefined,
        no_resi: providers.data.current.no_resi ?? undefined,
      });
  }, [open, providers.data, form]);
  return (
    <Modal
      className="shipment-create-modal"
      open={open}
      title={`Buat Pengiriman · ${orders.map((o) => o.invoice_number).join(', ')}`}
      onCancel={onClose}
      okText="Simpan Pengiriman"
      cancelText="Batal"
      okButtonProps={{ className: 'shipment-create-ok', loading: busy }}
      onOk={() => submit()}
      destroyOnHidden
    >
      <DialogKeys onEnter={() => submit()}>
        <Form form={form} layout="vertical" name="shipment_form">
          <FormErrorAlert form={form} />
          <Form.Item name="ekspedisi_id" label="Ekspedisi">
            <Select
              id="shipment_form_ekspedisi"
              allowClear
              placeholder="Pilih ekspedisi"
              loading={providers.isLoading}
              options={(providers.data?.providers ?? []).map((p) => ({ value: p.ekspedisi_id, label: p.ekspedisi_name }))}
            />
          </Form.Item>
          <Form.Item name="kurir" label="Kurir (bila tanpa ekspedisi)">
            <Input maxLength={60} />
          </Form.Item>
          <Space.Compact block>
            <Form.Item name="shipping_service" label="Layanan" style={{ flex: 1 }}>
              <Input maxLength={60} placeholder="REG, YES, …" />
            </Form.Item>
            <Form.Item name="no_resi" label="Nomor Resi" style={{ flex: 2 }}>
              <Input maxLength={60} className="shipment-resi" />
            </Form.Item>
          </Space.Compact>
          <Space.Compact block>
            <Form.Item name="shipping_cost" label="Ongkos Kirim (Rp)" style={{ flex: 1 }}>
              <Input inputMode="numeric" className="shipment-cost" placeholder="0" />
            </Form.Item>
            <Form.Item name="shipment_date" label="Tanggal Kirim" style={{ flex: 1 }}>
              <Input type="date" />
            </Form.Item>
          </Space.Compact>
          <Form.Item name="note" label="Catatan">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </DialogKeys>
    </Modal>
  );
}
