import { type EnteredQty, isSingleUnit, type ProductUnits, splitUnits, toSmallUnits } from '@bo/contract';

/**
 * The logic of UnitQtyInput, apart from React so that it is tested on its own. A single-unit product
 * (isi 1, or big and small of one name: Pcs/Pcs) has one input holding the whole quantity; any other
 * has a big and a small input. Every part the component keeps is a part it shows: a hidden big-unit
 * part (which held the whole quantity while the one shown input added to it) doubled every typed
 * figure of a single-unit product (issue 20).
 */
export interface QtyParts {
  /** The big-unit input, or undefined when the product has only one unit (not shown). */
  besar?: number | null;
  kecil: number | null;
}

/** Units as a line carries them (isi may be missing or 0 for a product without a big unit). */
export const safeUnits = (u: { isi?: number; besar?: string; kecil?: string }): ProductUnits => ({
  isi: Math.max(1, Math.trunc(u.isi || 1)),
  besar: u.besar ?? '',
  kecil: u.kecil ?? '',
});

/** The inputs' figures for a quantity of small units (null: nothing typed). */
export function qtyParts(value: number | null | undefined, units: ProductUnits): QtyParts {
  const single = isSingleUnit(units);
  if (value === null || value === undefined) return single ? { kecil: null } : { besar: null, kecil: null };
  const v = Math.max(0, Math.trunc(value));
  if (single) return { kecil: v };
  return splitUnits(v, units.isi);
}

/** The quantity in small units after one input was typed in (the other keeps what it shows). */
export function typedQty(shown: QtyParts, part: 'besar' | 'kecil', typed: number | null, units: ProductUnits): number | null {
  if (isSingleUnit(units)) return part === 'kecil' ? typed : shown.kecil;
  const besar = part === 'besar' ? typed : (shown.besar ?? null);
  const kecil = part === 'kecil' ? typed : shown.kecil;
  if (besar === null && kecil === null) return null;
  return toSmallUnits(besar ?? 0, kecil ?? 0, units.isi);
}

/**
 * `qty_entered` of a line for the server's guard: the parts the input shows for the quantity sent.
 * Undefined when there is no quantity (the server then checks nothing).
 */
export function qtyEntered(value: number | null | undefined, units: { isi?: number; besar?: string; kecil?: string }): EnteredQty | undefined {
  if (value === null || value === undefined) return undefined;
  const u = safeUnits(units);
  const p = qtyParts(value, u);
  return p.besar === undefined ? { besar: 0, kecil: p.kecil ?? 0 } : { besar: p.besar ?? 0, kecil: p.kecil ?? 0 };
}
