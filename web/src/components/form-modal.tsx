import { type FormInstance, Modal, type ModalProps } from 'antd';
import { DialogKeys } from './dialog-keys';

/**
 * A create/edit dialog around one form: OK submits the form ("Simpan"), cancel closes, the content is
 * dropped on close. Keyboard: focus starts in the first field, Enter submits, Esc closes.
 */
export function FormModal({
  form,
  busy,
  onClose,
  children,
  ...modal
}: Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> & { form: FormInstance; busy: boolean; onClose: () => void }) {
  return (
    <Modal onCancel={onClose} onOk={() => form.submit()} okText="Simpan" cancelText="Batal" confirmLoading={busy} destroyOnHidden keyboard {...modal}>
      <DialogKeys onEnter={() => (busy ? undefined : form.submit())}>{children}</DialogKeys>
    </Modal>
  );
}
