import { MoreOutlined } from '@ant-design/icons';
import { Button, Grid, Popconfirm, Popover, Space } from 'antd';
import type { ReactNode } from 'react';

/** One action of a table row: an icon button (named for screen readers), optionally confirmed first. */
export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => unknown;
  danger?: boolean;
  className?: string;
  /** Ask first (Popconfirm) with this title and description. */
  confirm?: { title: string; description?: ReactNode; okText?: string };
}

/** Narrow screens (below md, e.g. 390 px) put a row's actions behind one menu button. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** Width of the actions column. */
export function actionsWidth(narrow: boolean, count: number, extra = 0): number {
  return narrow ? 56 : Math.max(80, count * 32 + 24 + extra);
}

/**
 * The actions of a table row, alike on every list: icon buttons with a title on wide screens; on
 * narrow ones a '⋯' button opening the same actions with their names. `extra` (area-specific
 * buttons, e.g. Setujui/Tolak) comes first.
 */
export function RowActions({ actions, extra, narrow }: { actions: RowAction[]; extra?: ReactNode; narrow: boolean }) {
  const buttons = actions.map((a) => {
    const button = (
      <Button
        key={a.key}
        size="small"
        danger={a.danger}
        className={a.className}
        icon={a.icon}
        title={a.label}
        aria-label={narrow ? undefined : a.label}
        onClick={a.confirm ? undefined : () => void a.onClick()}
      >
        {narrow ? a.label : null}
      </Button>
    );
    return a.confirm ? (
      <Popconfirm
        key={a.key}
        title={a.confirm.title}
        description={a.confirm.description}
        okText={a.confirm.okText ?? 'Ya'}
        cancelText="Batal"
        okButtonProps={{ danger: a.danger, className: `confirm-${a.key}` }}
        onConfirm={() => a.onClick()}
      >
        {button}
      </Popconfirm>
    ) : (
      button
    );
  });
  if (!narrow)
    return (
      <Space size={4} wrap>
        {extra}
        {buttons}
      </Space>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Space direction="vertical" size={6} className="row-actions-menu">
          {extra}
          {buttons}
        </Space>
      }
    >
      <Button size="small" className="row-actions" icon={<MoreOutlined />} aria-label="Aksi" title="Aksi" />
    </Popover>
  );
}
