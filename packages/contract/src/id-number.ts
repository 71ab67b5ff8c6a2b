/**
 * The one strict number parser of every numeric field, in calls and in imports, shared by the
 * server and the client.
 *
 * Accepted: finite JSON numbers; plain digits ('750000', '-5'); Indonesian notation, '.' grouping
 * thousands in exact groups of three ('750.000', '1.250.000') and ',' before the decimals
 * ('0,5', '1.250.000,50'); the money ending ',-' ('1.500,-').
 * English thousands without decimals, as LibreOffice or Excel in English write a CSV: '1,250,000'
 * (two or more ',' groups, no Indonesian reading) is 1250000; a single ',' followed by exactly three
 * digits after a first group of 1-3 digits not starting with 0 ('75,000', '1,500') is 75000 in an
 * integer field (rupiah, counts and ids have no decimals, so it can only be thousands) and refused
 * as ambiguous in a field with decimals (75 or 75000?). Never 75.
 * Refused: hexadecimal, exponents, Infinity/NaN, English decimals ('1,250.00'), a '.' that is not a
 * thousands separator ('1.25' is ambiguous: one and a quarter or 125?), misplaced separators,
 * spaces inside, fractions in integer fields, more decimals than the field keeps.
 */

export interface IdNumberOptions {
  /** Whole numbers only (rupiah, counts, ids): a fraction is refused, ',00' is accepted. */
  integer?: boolean;
  /** Most decimals kept when not integer (default 2). */
  decimals?: number;
  min?: number;
  max?: number;
}

export type IdNumberProblem = 'empty' | 'format' | 'ambiguous' | 'fraction' | 'decimals' | 'min' | 'max';
export type IdNumberResult = { ok: true; value: number } | { ok: false; problem: IdNumberProblem };

/** Plain digits, or digits grouped by '.' in threes; then optionally ',' and decimals, or ',-'. */
const ID_NUMBER = /^(-?)(\d+|\d{1,3}(?:\.\d{3})+)(?:,(\d+)|,-)?$/;
/** Digits grouped by ',' in threes (English thousands), the first group not starting with 0. */
const COMMA_THOUSANDS = /^(-?)([1-9]\d{0,2}(?:,\d{3})+)$/;
/** One '.' between digits that is not a thousands group: a decimal point or a slip, no one can tell. */
const AMBIGUOUS = /^-?\d+\.\d+$/;

/** Pattern of the accepted text form, for documents (OpenAPI) and HTML inputs. */
export const ID_NUMBER_PATTERN = ID_NUMBER.source;

export function parseIdNumber(input: unknown, opts: IdNumberOptions = {}): IdNumberResult {
  const decimals = opts.integer ? 0 : (opts.decimals ?? 2);
  let value: number;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'format' };
    value = input;
    if (opts.integer && !Number.isInteger(value)) return { ok: false, problem: 'fraction' };
    if (!opts.integer && Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) > 1e-6) return { ok: false, problem: 'decimals' };
  } else if (typeof input === 'string') {
    const s = input.trim();
    if (s === '') return { ok: false, problem: 'empty' };
    const en = COMMA_THOUSANDS.exec(s);
    if (en) {
      // '1,250,000' can only be thousands; '75,000' is thousands where no decimals are kept.
      if (en[2].split(',').length === 2 && !opts.integer) return { ok: false, problem: 'ambiguous' };
      return finish(Number(`${en[1]}${en[2].replace(/,/g, '')}`), opts);
    }
    const m = ID_NUMBER.exec(s);
    if (!m) return { ok: false, problem: AMBIGUOUS.test(s) ? 'ambiguous' : 'format' };
    const [, sign, whole, fraction = ''] = m;
    const digits = whole.replace(/\./g, '');
    if (digits.replace(/^0+/, '').length > 15) return { ok: false, problem: 'max' };
    const significant = fraction.replace(/0+$/, '');
    if (significant.length > decimals) return { ok: false, problem: opts.integer ? 'fraction' : 'decimals' };
    value = Number(`${sign}${digits}${significant ? `.${significant}` : ''}`);
  } else if (input === undefined || input === null) {
    return { ok: false, problem: 'empty' };
  } else {
    return { ok: false, problem: 'format' };
  }
  return finish(value, opts);
}

/** The bounds every read number passes. */
function finish(parsed: number, opts: IdNumberOptions): IdNumberResult {
  let value = parsed;
  if (Object.is(value, -0)) value = 0;
  if (opts.min !== undefined && value < opts.min) return { ok: false, problem: 'min' };
  if (opts.max !== undefined && value > opts.max) return { ok: false, problem: 'max' };
  if (!Number.isSafeInteger(Math.trunc(value))) return { ok: false, problem: 'max' };
  return { ok: true, value };
}

/** The Indonesian message of a refusal, naming the field. */
export function idNumberMessage(label: string, problem: IdNumberProblem, opts: IdNumberOptions = {}): string {
  switch (problem) {
    case 'empty':
      return `${label} wajib diisi`;
    case 'ambiguous':
      return `${label} tidak jelas: gunakan titik untuk ribuan (1.250) dan koma untuk desimal (1,25)`;
    case 'fraction':
      return `${label} harus bilangan bulat`;
    case 'decimals':
      return `${label} maksimal ${opts.decimals ?? 2} angka di belakang koma`;
    case 'min':
      return `${label} minimal ${opts.min}`;
    case 'max':
      return opts.max !== undefined && opts.max < 2_147_483_647 ? `${label} maksimal ${opts.max}` : `${label} terlalu besar`;
    default:
      return `${label} harus berupa angka, contoh 750.000 atau 1.250.000,50`;
  }
}
