import { InputNumber, Space } from 'antd';
import { idIntegerInput } from '../lib/format-number';
import { qtyParts, safeUnits, typedQty } from './unit-qty';

/**
 * A quantity typed as big + small units (e.g. 2 Box + 3 Strip), stored as small units: the one
 * conversion of the contract. A single-unit product (isi 1, or big and small of one name: Pcs/Pcs)
 * has one input holding the whole quantity. The logic is in `unit-qty.ts`; the line's `qty_entered`
 * (what the inputs show) is sent beside the quantity so the server can check the two agree.
 */
export function UnitQtyInput(props: {
  value?: number | null;
  onChange?: (qtySmall: number | null) => void;
  isi: number;
  besar: string;
  kecil: string;
  id?: string;
  className?: string;
  min?: number;
}) {
  const { value, onChange, id, className } = props;
  const units = safeUnits(props);
  const parts = qtyParts(value, units);
  const two = parts.besar !== undefined;
  const typed = (part: 'besar' | 'kecil', v: number | string | null) => onChange?.(typedQty(parts, part, v === null ? null : Number(v), units));
  return (
    <Space.Compact className={className} style={{ width: '100%' }}>
      {two && (
        <InputNumber
          id={id ? `${id}_besar` : undefined}
          aria-label={`Jumlah ${units.besar}`}
          min={0}
          {...idIntegerInput}
          value={parts.besar}
          onChange={(v) => typed('besar', v)}
          suffix={units.besar}
          style={{ width: '50%' }}
        />
      )}
      <InputNumber
        id={id}
        aria-label={`Jumlah ${units.kecil}`}
        min={0}
        {...idIntegerInput}
        value={parts.kecil}
        onChange={(v) => typed('kecil', v)}
        suffix={units.kecil}
        style={{ width: two ? '50%' : '100%' }}
      />
    </Space.Compact>
  );
}
