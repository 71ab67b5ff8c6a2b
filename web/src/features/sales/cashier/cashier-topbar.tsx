import type { CashierShiftSummary } from '@bo/contract';
import { Button } from 'antd';
import { formatRupiah } from '../../../lib/format-number';
import { useProfile } from '../../../lib/session';

/** The sale screen's header: the open shift (warehouse, cashier, opening and expected cash, sales) and its buttons. */
export function SaleTopbar(props: { shift: CashierShiftSummary; onCloseShift: () => void; onExit: () => void }) {
  const { shift } = props;
  const profile = useProfile();
  return (
    <div className="cashier-topbar">
      <strong>Kasir</strong>
      <span className="cashier-shift-info">
        Shift <b>{shift.shift_name}</b> · {shift.master_gudang_name} · {profile.admin_person_full_name || profile.name} · Kas awal{' '}
        {formatRupiah(shift.opening_cash)} · {shift.sale_count} penjualan · Kas seharusnya <b>{formatRupiah(shift.expected_cash)}</b>
      </span>
      <span className="cashier-topbar-actions">
        <Button className="cashier-touch cashier-close-shift" danger onClick={props.onCloseShift}>
          Tutup Shift (F10)
        </Button>
        <Button className="cashier-touch cashier-exit" onClick={props.onExit}>
          Keluar
        </Button>
      </span>
    </div>
  );
}
