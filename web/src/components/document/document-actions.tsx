import { allowedActions, type DocumentDef, type DocumentTransition } from '@bo/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { mayUse } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { DialogKeys } from '../dialog-keys';
import { FormErrorAlert } from '../form-error-alert';

export interface DocumentActionsProps<S extends string, A extends string> {
  doc: DocumentDef<S, A>;
  /** The record's current state. */
  state: string;
  /** Named in the confirmation, e.g. the contact's name. */
  subject: string;
  /** Runs the transition on the server (validation then stored call); a 422 lands on the reason field. */
  run: (transition: DocumentTransition<S, A>, reason?: string) => Promise<void>;
}

/**
 * The buttons of a document row: the transitions the contract's machine allows from `state` to a
 * user holding each one's permission. A plain transition asks its confirmation first; one with
 * `reason` opens a dialog whose reason the server checks. Class names follow the document and
 * action: `approve-member`, `confirm-approve`, `reject-modal`, `confirm-reject`.
 */
export function DocumentActions<S extends string, A extends string>({ doc, state, subject, run }: DocumentActionsProps<S, A>) {
  const profile = useProfile();
  const [form] = Form.useForm<Record<string, string>>();
  const [asking, setAsking] = useState<DocumentTransition<S, A> | null>(null);
  const reasonField = doc.reasonField ?? 'reason';
  const { busy, submit } = useFormSubmit(form, async (t: DocumentTransition<S, A>, reason?: string) => {
    await run(t, reason);
    setAsking(null);
  });
  const actions = allowedActions(doc, state, (p) => mayUse(profile, p));
  if (!actions.length) return null;
  const confirm = (t: DocumentTransition<S, A>) =>
    Modal.confirm({
      title: t.confirm,
      content: subject,
      okText: t.label,
      cancelText: 'Batal',
      okButtonProps: { className: `confirm-${t.action}`, danger: t.danger },
      onOk: () => submit(t),
    });
  return (
    <>
      {actions.map((t) => (
        <Button
          key={t.action}
          size="small"
          type={t.danger ? 'default' : 'primary'}
          danger={t.danger}
          className={`${t.action}-${doc.name}`}
          loading={busy && !asking}
          onClick={() => (t.reason ? setAsking(t) : confirm(t))}
        >
          {t.label}
        </Button>
      ))}
      <Modal
        open={!!asking}
        title={asking?.confirm}
        className={asking ? `${asking.action}-modal` : undefined}
        okText={asking?.label}
        cancelText="Batal"
        okButtonProps={{ danger: asking?.danger, className: asking ? `confirm-${asking.action}` : undefined }}
        confirmLoading={busy}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <DialogKeys onEnter={() => form.submit()}>
          <Form form={form} layout="vertical" preserve={false} onFinish={(v) => asking && submit(asking, v[reasonField])}>
            <FormErrorAlert form={form} />
            <Form.Item name={reasonField} label={asking?.reason?.label}>
              <Input.TextArea rows={3} maxLength={asking?.reason?.max} />
            </Form.Item>
          </Form>
        </DialogKeys>
      </Modal>
    </>
  );
}
