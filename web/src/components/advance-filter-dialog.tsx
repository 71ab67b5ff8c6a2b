import { FILTER_DIALOG_WIDTH } from '@bo/contract';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { DialogKeys } from './dialog-keys';

/** Advance-filter dialog (70 % wide); starts closed. */
export function AdvanceFilterDialog(props: {
  open: boolean;
  title?: string;
  onClose: () => void;
  onApply: () => void;
  onReset?: () => void;
  children: ReactNode;
}) {
  const { open, title = 'Filter Lanjutan', onClose, onApply, onReset, children } = props;
  return (
    <Modal
      open={open}
      title={title}
      width={FILTER_DIALOG_WIDTH}
      onCancel={onClose}
      footer={[
        onReset ? (
          <Button key="reset" onClick={onReset}>
            Reset
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          Tutup
        </Button>,
        <Button key="apply" type="primary" onClick={onApply}>
          Terapkan
        </Button>,
      ]}
      destroyOnHidden
    >
      <DialogKeys onEnter={onApply}>{children}</DialogKeys>
    </Modal>
  );
}
