import { FILTER_LABEL_WIDTH } from '@bo/contract';
import { Button, Collapse, Form, type FormInstance, Select, Space } from 'antd';
import type { ReactNode } from 'react';

/** Collapsible filter panel with Apply and Reset (label width 130 px). */
export function FilterPanel<T extends Record<string, unknown>>(props: {
  form: FormInstance<T>;
  onApply: (values: T) => void;
  onReset?: () => void;
  children: ReactNode;
  defaultOpen?: boolean;
  title?: string;
}) {
  const { form, onApply, onReset, children, defaultOpen = true, title = 'Filter' } = props;
  return (
    <Collapse
      className="filter-panel"
      defaultActiveKey={defaultOpen ? ['filter'] : []}
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'filter',
          label: title,
          children: (
            <Form form={form} layout="horizontal" labelCol={{ flex: `${FILTER_LABEL_WIDTH}px` }} labelAlign="left" labelWrap onFinish={onApply}>
              {children}
              <Space>
                <Button type="primary" htmlType="submit">
                  Terapkan
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    onReset?.();
                    onApply(form.getFieldsValue(true));
                  }}
                >
                  Reset
                </Button>
              </Space>
            </Form>
          ),
        },
      ]}
    />
  );
}

/** The panel's values without the empty ones, as list filters. */
export function filledFilters(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, x]) => x !== undefined && x !== ''));
}

/** Status filter: Aktif (1) or Nonaktif (0). */
export function StatusFilterItem() {
  return (
    <Form.Item name="status" label="Status">
      <Select
        allowClear
        options={[
          { value: 1, label: 'Aktif' },
          { value: 0, label: 'Nonaktif' },
        ]}
      />
    </Form.Item>
  );
}
