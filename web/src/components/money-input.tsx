import { InputNumber } from 'antd';
import { idIntegerInput } from '../lib/format-number';

/**
 * Rupiah input of whole numbers read by the server's parser: '15.000' and '15,000' are 15000 (see idIntegerInput),
 * shown as '15.000'.
 */
export function MoneyInput(props: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  className?: string;
  min?: number;
  disabled?: boolean;
  /** The accessible name of an input without a label of its own (e.g. one in a table row). */
  ariaLabel?: string;
}) {
  const { value, onChange, id, className, min = 0, disabled, ariaLabel } = props;
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      className={className}
      disabled={disabled}
      prefix="Rp"
      min={min}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      formatter={idIntegerInput.formatter}
      parser={(t) => idIntegerInput.parser(t)}
      style={{ width: '100%' }}
    />
  );
}
