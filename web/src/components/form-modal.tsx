import { type FormInstance, Modal, type ModalProps } from 'antd';

/** A create/edit dialog around one form: OK submits the form ("Simpan"), cancel closes, the content is dropped on close. */
export function FormModal({
  form,
  busy,
  onClose,
  ...modal
}: Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> & { form: FormInstance; busy: boolean; onClose: () => void }) {
  return <Modal onCancel={onClose} onOk={() => form.submit()} okText="Simpan" cancelText="Batal" confirmLoading={busy} destroyOnHidden {...modal} />;
}
