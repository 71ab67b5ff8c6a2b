/**
 * PPN (value added tax) of a sale price, in whole rupiah. With configuration show_ppn = 1 (page
 * "Harga Termasuk PPN") the stored sale price already holds PPN and is split into DPP (tax base)
 * and PPN; otherwise PPN is added on top. The rate is configuration `ppn` (percent, e.g. '11' or '11,5').
 */
export interface PpnSplit {
  percent: number;
  included: boolean;
  /** Dasar pengenaan pajak: the price without PPN. */
  dpp: number;
  ppn: number;
  /** What the customer pays. */
  total: number;
}

/** The configured rate as a number: '11,5' → 11.5; blank or invalid → 0. */
export function ppnPercent(configValue: string | null | undefined): number {
  const n = Number(
    String(configValue ?? '')
      .trim()
      .replace(',', '.'),
  );
  return Number.isFinite(n) && n > 0 && n <= 100 ? n : 0;
}

export function splitPpn(price: number, percent: number, included: boolean): PpnSplit {
  const p = Math.round(price);
  if (percent <= 0) return { percent: 0, included, dpp: p, ppn: 0, total: p };
  if (included) {
    const dpp = Math.round((p * 100) / (100 + percent));
    return { percent, included, dpp, ppn: p - dpp, total: p };
  }
  const ppn = Math.round((p * percent) / 100);
  return { percent, included, dpp: p, ppn, total: p + ppn };
}
