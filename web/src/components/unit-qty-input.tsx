import { splitUnits, toSmallUnits } from '@bo/contract';
import { InputNumber, Space } from 'antd';
import { idIntegerInput } from '../lib/format-number';

/**
 * A quantity typed as big + small units (e.g. 2 Box + 3 Strip), stored as small units: the one
 * conversion of the contract. With isi 1 (or no big unit) only the small unit shows.
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
  const { value, onChange, isi, besar, kecil, id, className } = props;
  const safeIsi = Math.max(1, Math.trunc(isi || 1));
  const parts = value === null || value === undefined ? { besar: null, kecil: null } : splitUnits(Math.max(0, value), safeIsi);
  const emit = (b: number | null, k: number | null) => onChange?.(b === null && k === null ? null : toSmallUnits(b ?? 0, k ?? 0, safeIsi));
  return (
    <Space.Compact className={className} style={{ width: '100%' }}>
      {safeIsi > 1 && (
        <InputNumber
          id={id ? `${id}_besar` : undefined}
          aria-label={`Jumlah ${besar}`}
          min={0}
          {...idIntegerInput}
          value={parts.besar}
          onChange={(v) => emit(v === null ? null : Number(v), parts.kecil)}
          suffix={besar}
          style={{ width: '50%' }}
        />
      )}
      <InputNumber
        id={id}
        aria-label={`Jumlah ${kecil}`}
        min={0}
        {...idIntegerInput}
        value={parts.kecil}
        onChange={(v) => emit(parts.besar, v === null ? null : Number(v))}
        suffix={kecil}
        style={{ width: safeIsi > 1 ? '50%' : '100%' }}
      />
    </Space.Compact>
  );
}
