import { Form, type FormInstance, Input, Modal, message, Space } from 'antd';
import type { ReactNode } from 'react';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormErrorAlert } from '../form-error-alert';

/**
 * The form dialog of a document (`<prefix>-form`, its save button `<prefix>-save`): the header
 * fields in a row, then the children (the lines, usually DocumentLines), then Catatan. Saving
 * validates, refuses what `refuse` names (e.g. no line), asks `confirm` when given (its button
 * `<prefix>-confirm`, its content in `<prefix>-confirm-content`), then runs `save` — whose 422
 * lands on the fields — and hands the stored document's id to `onSaved`.
 */
export function DocumentFormShell<F extends object>(props: {
  form: FormInstance<F>;
  prefix: string;
  title: string;
  width?: number;
  okText?: string;
  /** A paragraph above the form (what saving does). */
  intro?: ReactNode;
  initialValues?: Partial<F>;
  header: ReactNode;
  children?: ReactNode;
  /** Leave out the Catatan field. */
  noNote?: boolean;
  refuse?: (values: F) => string | undefined;
  confirm?: (values: F) => { title: string; content: ReactNode };
  /** Stores the document and answers its id (the page shows its own success message). */
  save: (values: F) => Promise<number>;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { form, prefix } = props;
  const { busy, submit } = useFormSubmit(form, async (v: F) => {
    const id = await props.save(v);
    props.onClose();
    props.onSaved(id);
  });
  const onOk = async () => {
    // an invalid form shows its messages at the fields; nothing more to do
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    // the whole form: the lines' display values are kept with preserve, not as fields
    const v = { ...checked, ...(form.getFieldsValue(true) as F) };
    const refusal = props.refuse?.(v);
    if (refusal) {
      message.error(refusal);
      return;
    }
    const ask = props.confirm?.(v);
    if (!ask) return submit(v);
    Modal.confirm({
      title: ask.title,
      content: <div className={`${prefix}-confirm-content`}>{ask.content}</div>,
      okText: 'Simpan',
      cancelText: 'Batal',
      okButtonProps: { className: `${prefix}-confirm` },
      onOk: () => submit(v),
    });
  };
  return (
    <Modal
      open
      className={`${prefix}-form`}
      width={props.width ?? 1100}
      title={props.title}
      onCancel={props.onClose}
      okText={props.okText ?? 'Simpan'}
      cancelText="Batal"
      confirmLoading={busy}
      okButtonProps={{ className: `${prefix}-save` }}
      onOk={onOk}
      destroyOnHidden
    >
      {props.intro && <p style={{ marginTop: 0 }}>{props.intro}</p>}
      <Form form={form} layout="vertical" initialValues={props.initialValues ?? { lines: [] }}>
        <FormErrorAlert form={form} />
        <Space wrap style={{ width: '100%' }} align="start">
          {props.header}
        </Space>
        {props.children}
        {!props.noNote && (
          <Form.Item name="note" label="Catatan" style={{ marginTop: 12 }}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
