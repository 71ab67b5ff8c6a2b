/** The keys of the sale screen, shown under the cart (handled by useCashierKeys and the scan field). */
export const CASHIER_SHORTCUTS: [string, string][] = [
  ['Enter', 'Tambah / pilih'],
  ['3*kode', 'Jumlah 3'],
  ['+ / −', 'Jumlah baris'],
  ['↑ ↓', 'Pilih baris'],
  ['Del', 'Hapus baris'],
  ['F2', 'Cari'],
  ['F4', 'Metode bayar'],
  ['F6', 'Member'],
  ['F7', 'Diskon'],
  ['F8', 'Uang diterima'],
  ['F9', 'Bayar'],
  ['F10', 'Tutup shift'],
  ['Esc', 'Batal cari / hapus member'],
];

export function CashierShortcuts() {
  return (
    <div className="cashier-shortcuts">
      {CASHIER_SHORTCUTS.map(([k, v]) => (
        <span key={k}>
          <kbd>{k}</kbd> {v}
        </span>
      ))}
    </div>
  );
}
