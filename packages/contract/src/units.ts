/**
 * The one unit conversion of products: a quantity is kept in small units (product_satuan_kecil);
 * one big unit (product_satuan_besar) holds product_isi small units. Screens, prints and reports
 * show "2 Box + 3 Strip"; forms may send such text back.
 */

export interface ProductUnits {
  /** Small units in one big unit (product_isi), a whole number from 1. */
  isi: number;
  /** Name of the big unit ('Box'). */
  besar: string;
  /** Name of the small unit ('Strip'). */
  kecil: string;
}

function assertIsi(isi: number) {
  if (!Number.isInteger(isi) || isi < 1) throw new RangeError(`Isi satuan harus bilangan bulat minimal 1 (diberi ${isi})`);
}

/**
 * A product counted in one unit only: isi 1 (Pcs/Pcs, Botol/Botol), or a big and small unit of one
 * name. Its quantity is typed, shown and sent as that unit, never split into big + small parts.
 */
export function isSingleUnit(units: ProductUnits): boolean {
  const besar = units.besar.trim().toLowerCase();
  return units.isi <= 1 || (besar !== '' && besar === units.kecil.trim().toLowerCase());
}

/** Splits a quantity of small units into whole big units and the small units left: 23, isi 10 → 2 and 3. */
export function splitUnits(qtySmall: number, isi: number): { besar: number; kecil: number } {
  assertIsi(isi);
  if (!Number.isInteger(qtySmall)) throw new RangeError(`Jumlah harus bilangan bulat (diberi ${qtySmall})`);
  const sign = qtySmall < 0 ? -1 : 1;
  const abs = Math.abs(qtySmall);
  const besar = Math.floor(abs / isi);
  const kecil = abs - besar * isi;
  // No negative zero: -0 prints as 0 but compares oddly in tests and JSON.
  return { besar: besar === 0 ? 0 : sign * besar, kecil: kecil === 0 ? 0 : sign * kecil };
}

/** Small units of a quantity given in big and small units: 2 Box + 3 Strip, isi 10 → 23. */
export function toSmallUnits(besar: number, kecil: number, isi: number): number {
  assertIsi(isi);
  return besar * isi + kecil;
}

/**
 * "2 Box + 3 Strip" for 23 small units of isi 10; one part when the other is zero ("2 Box",
 * "3 Strip"), "0 Strip" for nothing, and a minus before the whole for a negative quantity
 * ("-(2 Box + 3 Strip)", "-3 Strip"). With isi 1 the big unit is the small unit: "5 Box"; two units
 * of one name (a data slip) read in small units: "23 Botol", never "1 Botol + 11 Botol".
 */
export function formatUnits(qtySmall: number, units: ProductUnits): string {
  if (units.isi > 1 && isSingleUnit(units)) return `${qtySmall} ${units.kecil}`;
  const { besar, kecil } = splitUnits(Math.abs(qtySmall), units.isi);
  const neg = qtySmall < 0;
  const parts: string[] = [];
  if (besar) parts.push(`${besar} ${units.besar}`);
  if (kecil) parts.push(`${kecil} ${units.kecil}`);
  if (parts.length === 0) return `0 ${units.isi === 1 ? units.besar : units.kecil}`;
  if (!neg) return parts.join(' + ');
  return parts.length > 1 ? `-(${parts.join(' + ')})` : `-${parts[0]}`;
}

const PART = /^(\d+)\s*(.*)$/;

/**
 * Reads "2 Box + 3 Strip", "2 box", "3 Strip" or a bare number (small units) back into small
 * units; unit names are matched ignoring case and surrounding spaces. Answers undefined for text
 * it cannot read (an unknown unit, a fraction, a negative part).
 */
export function parseUnits(text: string, units: ProductUnits): number | undefined {
  assertIsi(units.isi);
  const s = text.trim();
  if (s === '') return undefined;
  let total = 0;
  for (const raw of s.split('+')) {
    const m = PART.exec(raw.trim());
    if (!m) return undefined;
    const n = Number(m[1]);
    const unit = m[2].trim().toLowerCase();
    if (unit === '' || unit === units.kecil.trim().toLowerCase()) total += n;
    else if (unit === units.besar.trim().toLowerCase()) total += n * units.isi;
    else return undefined;
  }
  return Number.isSafeInteger(total) ? total : undefined;
}

/**
 * The units of a query row that carries a variant's `product_isi`, `product_satuan_besar_name` and
 * `product_satuan_kecil_name` (the columns the stock and purchase queries select with each line).
 */
export function unitsOfRow(r: Record<string, unknown>): ProductUnits {
  return {
    isi: Math.max(1, Number(r.product_isi) || 1),
    besar: String(r.product_satuan_besar_name ?? ''),
    kecil: String(r.product_satuan_kecil_name ?? ''),
  };
}

/** A quantity as the page's input showed it: whole big units and small units (a single-unit product: kecil only, besar 0). */
export interface EnteredQty {
  besar: number;
  kecil: number;
}

/** The parts a quantity input shows for a quantity of small units: one part for a single-unit product, big + small otherwise. */
export function enteredQtyOf(qtySmall: number, units: ProductUnits): EnteredQty {
  const abs = Math.abs(qtySmall);
  return isSingleUnit(units) ? { besar: 0, kecil: abs } : splitUnits(abs, units.isi);
}

/**
 * The guard against a page that sends another quantity than it showed (issue 20: an input that kept
 * a hidden big-unit part stored 44 for a typed 22). A line may carry `qty_entered`, the parts its
 * quantity input showed; converted with the product's stored isi they must equal the quantity sent
 * (its size, for a signed quantity). Answers the refusal for the quantity's field, or undefined when
 * they agree or nothing was sent (API callers send small units only).
 */
export function enteredQtyRefusal(qtySmall: number, entered: EnteredQty | undefined, units: ProductUnits): string | undefined {
  if (!entered) return undefined;
  const isi = Math.max(1, Math.trunc(units.isi) || 1);
  const shownSmall = toSmallUnits(entered.besar, entered.kecil, isi);
  if (shownSmall === Math.abs(qtySmall)) return undefined;
  const shown = isSingleUnit(units)
    ? `${shownSmall} ${units.kecil}`
    : [entered.besar ? `${entered.besar} ${units.besar}` : '', entered.kecil || !entered.besar ? `${entered.kecil} ${units.kecil}` : '']
        .filter(Boolean)
        .join(' + ');
  return `Jumlah yang dikirim (${formatUnits(Math.abs(qtySmall), units)}) tidak sama dengan yang tampil di halaman (${shown}): muat ulang halaman lalu isi kembali jumlahnya`;
}
