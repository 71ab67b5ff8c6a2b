import { type FormInstance, Modal, type ModalProps } from 'antd';
import { DialogKeys } from './dialog-keys';
import { FormErrorAlert } from './form-error-alert';

/**
 * A create/edit dialog around one form: OK submits the form ("Simpan"), cancel closes, the content is
 * dropped on close. Keyboard: focus starts in the first field, Enter submits, Esc closes. Server
 * refusals that no field of the form shows appear at the top (FormErrorAlert).
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
      <DialogKeys onEnter={() => (busy ? undefined : form.submit())}>
        <FormErrorAlert form={form} />
        {children}
      </DialogKeys>
    </Modal>
  );
}
