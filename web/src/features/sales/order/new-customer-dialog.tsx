import { Form, Input, message } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { createCustomer, type NewCustomer } from './api/create-customer';

/** 'Tambah Data' of the customer select: a new contact (name, phone, address), chosen at once. */
export function NewCustomerDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (c: { value: number; label: string }) => void }) {
  const [form] = Form.useForm<NewCustomer>();
  const { busy, submit } = useFormSubmit(form, async (v: NewCustomer) => {
    const r = await createCustomer({
      member_name: v.member_name.trim(),
      member_phone: v.member_phone.trim(),
      member_address: v.member_address?.trim() || undefined,
    });
    message.success(r.msg);
    onSaved({ value: r.member_id, label: `${v.member_name.trim()} (${v.member_phone.trim()})` });
    onClose();
  });
  return (
    <FormModal
      open
      form={form}
      busy={busy}
      onClose={onClose}
      title="Tambah Kontak"
      className="so-new-customer"
      okButtonProps={{ className: 'so-new-customer-save' }}
    >
      <Form form={form} layout="vertical" onFinish={submit} name="so_new_customer">
        <Form.Item name="member_name" label="Nama" rules={[{ required: true, whitespace: true, message: 'Nama wajib diisi' }]}>
          <Input id="new_member_name" maxLength={150} />
        </Form.Item>
        <Form.Item name="member_phone" label="Telepon" rules={[{ required: true, whitespace: true, message: 'Telepon wajib diisi' }]}>
          <Input id="new_member_phone" maxLength={20} />
        </Form.Item>
        <Form.Item name="member_address" label="Alamat">
          <Input.TextArea id="new_member_address" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
