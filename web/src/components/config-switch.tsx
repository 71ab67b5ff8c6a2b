import { Space, Switch, Typography } from 'antd';

/** On/off configuration switch: the stored value is '1' or '0' (an empty value counts as '0'). */
export function ConfigSwitch(props: {
  value: string | null | undefined;
  onChange: (value: '1' | '0') => void;
  loading?: boolean;
  disabled?: boolean;
  label?: string;
  id?: string;
}) {
  const on = props.value === '1';
  return (
    <Space>
      <Switch
        id={props.id}
        checked={on}
        loading={props.loading}
        disabled={props.disabled}
        checkedChildren="Aktif"
        unCheckedChildren="Nonaktif"
        onChange={(checked) => props.onChange(checked ? '1' : '0')}
      />
      {props.label ? <Typography.Text>{props.label}</Typography.Text> : null}
    </Space>
  );
}
