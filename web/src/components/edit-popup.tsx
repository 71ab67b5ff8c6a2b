import { Button, Input, InputNumber, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { DialogKeys } from './dialog-keys';

export type EditPopupType = 'text' | 'textarea' | 'number';

/** Edit popup 'Edit Data' with Update and Tutup; input text, textarea or number. Starts closed. */
export function EditPopup(props: {
  open: boolean;
  label?: string;
  type?: EditPopupType;
  value: string | number | null | undefined;
  onClose: () => void;
  onUpdate: (value: string | number | null) => void | Promise<void>;
}) {
  const { open, label, type = 'text', value, onClose, onUpdate } = props;
  const [draft, setDraft] = useState<string | number | null>(value ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setDraft(value ?? null);
  }, [open, value]);
  const submit = async () => {
    setBusy(true);
    try {
      await onUpdate(draft);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="Edit Data"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Tutup
        </Button>,
        <Button key="update" type="primary" loading={busy} onClick={submit}>
          Update
        </Button>,
      ]}
    >
      <DialogKeys onEnter={() => (busy ? undefined : void submit())}>
        {label ? <div style={{ marginBottom: 8 }}>{label}</div> : null}
        {type === 'number' ? (
          <InputNumber style={{ width: '100%' }} value={draft === null ? null : Number(draft)} onChange={(v) => setDraft(v)} />
        ) : type === 'textarea' ? (
          <Input.TextArea rows={4} value={draft === null ? '' : String(draft)} onChange={(e) => setDraft(e.target.value)} />
        ) : (
          <Input value={draft === null ? '' : String(draft)} onChange={(e) => setDraft(e.target.value)} />
        )}
      </DialogKeys>
    </Modal>
  );
}
