import { type FieldDef, isInputField, type ResourceDef } from '@bo/contract';
import { Col, Form, message, Row } from 'antd';
import type { ReactNode } from 'react';
import { call } from '../../api/client';
import { FormModal } from '../form-modal';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FieldInput, initialValues, toBodyValue } from './field-input';

type Row_ = Record<string, unknown>;

export interface SaveCalls {
  validation?: string;
  stored: string;
}

/** Builds the request body from the form's values: every input field, the id on update. */
export function bodyOf(def: ResourceDef, values: Row_, row?: Row_ | null): Record<string, string> {
  const body: Record<string, string> = {};
  for (const f of def.fields.filter(isInputField)) body[f.name] = toBodyValue(f, values[f.name]);
  if (row) body[def.idField] = String(row[def.idField]);
  return body;
}

/**
 * The create/update dialog of a resource, built from its input fields. Saving runs the pair:
 * the validation call first (writes nothing), then the stored call; a 422 puts each message on its field.
 */
export function ResourceFormDialog(props: {
  def: ResourceDef;
  row: Row_ | null;
  open: boolean;
  calls: SaveCalls;
  onClose: () => void;
  onSaved: (msg: string) => void;
  /** Replaces the input of a field (Kontak: province → city → district). */
  renderField?: (f: FieldDef, row: Row_ | null) => ReactNode | undefined;
  title?: string;
}) {
  const { def, row, open, calls, onClose, onSaved, renderField } = props;
  const [form] = Form.useForm();
  const fields = def.fields.filter(isInputField);
  const twoColumns = (def.formColumns ?? 2) === 2;

  const { busy, submit } = useFormSubmit(form, async (values: Row_) => {
    const body = bodyOf(def, values, row);
    if (calls.validation) await call('POST', calls.validation, body);
    const env = await call('POST', calls.stored, body);
    message.success(env.msg || 'Data berhasil disimpan');
    onSaved(env.msg);
    onClose();
  });

  return (
    <FormModal
      open={open}
      title={props.title ?? `${row ? 'Ubah' : 'Tambah'} ${def.title}`}
      className={`resource-form-modal resource-form-${def.key}`}
      width={twoColumns ? 820 : 560}
      okButtonProps={{ className: 'resource-form-submit' }}
      form={form}
      busy={busy}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues(fields, row)} preserve={false} name={`form_${def.key}`}>
        <Row gutter={16}>
          {fields.map((f) => {
            const span = f.type === 'textarea' || f.type === 'district' || !twoColumns ? 24 : (f.span ?? 12);
            const custom = renderField?.(f, row);
            return (
              <Col key={f.name} xs={24} md={span}>
                <Form.Item
                  name={f.name}
                  label={f.label}
                  rules={f.required && f.type !== 'flag' ? [{ required: true, message: `${f.label} wajib diisi` }] : undefined}
                >
                  {custom ?? <FieldInput field={f} row={row} />}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      </Form>
    </FormModal>
  );
}
