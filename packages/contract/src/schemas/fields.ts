import { z } from 'zod';
import { type IdNumberOptions, ID_NUMBER_PATTERN, idNumberMessage, parseIdNumber } from '../id-number.js';

/**
 * Field builders of the request schemas shared by server and client: every value may arrive as a
 * string (form bodies), blanks count as missing, and each message names the field in Indonesian.
 * The server validates with them; the client turns the same schemas into form rules
 * (web/src/lib/schema-rules.ts), so a form says exactly what the server would answer.
 */

export const INT_MAX = 2_147_483_647;
export const MONEY_MAX = 999_999_999_999;

/**
 * A numeric field read by the one strict parser (parseIdNumber): JSON numbers, plain digits and
 * Indonesian notation; anything ambiguous or exotic is refused with a message naming the field.
 * The OpenAPI document shows it as integer/number with its bounds (a transform has no schema of its own).
 */
export function idNumber(label: string, opts: IdNumberOptions = {}) {
  return z
    .unknown()
    .transform((v, ctx) => {
      const r = parseIdNumber(v, opts);
      if (r.ok) return r.value;
      ctx.addIssue({ code: 'custom', message: idNumberMessage(label, r.problem, opts), input: v });
      return z.NEVER;
    })
    .meta(idNumberJsonSchema(opts));
}

/** The JSON schema of a numeric field: a JSON number, or its Indonesian text form in forms. */
export function idNumberJsonSchema(opts: IdNumberOptions) {
  return {
    type: opts.integer ? 'integer' : 'number',
    ...(opts.min !== undefined ? { minimum: opts.min } : {}),
    ...(opts.max !== undefined ? { maximum: opts.max } : {}),
    ...(!opts.integer ? { multipleOf: 10 ** -(opts.decimals ?? 2) } : {}),
    description: `Angka JSON, atau teks dengan notasi Indonesia (${opts.integer ? '750.000' : '1.250.000,50'}); pola teks ${ID_NUMBER_PATTERN}; ribuan berkoma tanpa desimal (${opts.integer ? '75,000' : '1,250,000'}) dibaca sebagai ribuan`,
  } as Record<string, unknown>;
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Markup or a script URL in plain text: refused, so that no page, mail or print shows it as code. */
const MARKUP = /<\s*[a-zA-Z!/?]|javascript\s*:/i;
// Control characters other than tab and line breaks; PostgreSQL cannot even store NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const plain = (label: string, s: z.ZodString) =>
  s
    .refine((v) => !MARKUP.test(v), `${label} tidak boleh berisi tag HTML atau skrip`)
    .refine((v) => !CONTROL.test(v), `${label} berisi karakter yang tidak diizinkan`);

const required = (label: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null || iss.input === '' ? `${label} wajib diisi` : `${label} tidak valid`),
});

/**
 * Field builders for form-encoded bodies: every value arrives as a string, blanks count as
 * missing, and each message names the field in Indonesian.
 */
export const field = {
  text: (label: string, max = 255, min = 1) =>
    plain(
      label,
      z
        .string(required(label))
        .trim()
        .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
        .max(max, `${label} maksimal ${max} karakter`),
    ),
  optText: (label: string, max = 255) =>
    z.preprocess(blankToUndefined, plain(label, z.string(required(label)).trim().max(max, `${label} maksimal ${max} karakter`)).optional()),
  /** An id chosen from a list (a group, a warehouse): a whole number from 1. */
  id: (label: string) => idNumber(label, { integer: true, min: 1, max: INT_MAX }),
  /** A whole number (Indonesian notation or plain digits in forms, a number in JSON): see parseIdNumber. */
  int: (label: string, min = 0, max = INT_MAX) => idNumber(label, { integer: true, min, max }),
  optInt: (label: string, min = 0, max = INT_MAX) => z.preprocess(blankToUndefined, idNumber(label, { integer: true, min, max }).optional()),
  /** Integer rupiah: '750.000' is 750000, fractions refused. */
  money: (label: string, min = 0) => idNumber(label, { integer: true, min, max: MONEY_MAX }),
  optMoney: (label: string, min = 0) => z.preprocess(blankToUndefined, idNumber(label, { integer: true, min, max: MONEY_MAX }).optional()),
  /** A number with decimals ('1.250.000,50'). */
  decimal: (label: string, opts: IdNumberOptions = {}) => idNumber(label, opts),
  /** '1' or '0' switch, as the on/off configs and status fields send it. */
  flag: (label: string) =>
    z.preprocess(
      (v) => (typeof v === 'boolean' ? (v ? '1' : '0') : typeof v === 'number' ? String(v) : v),
      z.enum(['0', '1'], { error: `${label} harus 0 atau 1` }),
    ),
  email: (label = 'Email') =>
    z
      .string(required(label))
      .trim()
      .max(150, `${label} maksimal 150 karakter`)
      .pipe(z.email(`Format ${label.toLowerCase()} tidak valid`)),
  optEmail: (label = 'Email') =>
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(150, `${label} maksimal 150 karakter`)
        .pipe(z.email(`Format ${label.toLowerCase()} tidak valid`))
        .optional(),
    ),
  phone: (label = 'Nomor telepon') =>
    z
      .string(required(label))
      .trim()
      .regex(/^\+?[0-9][0-9 -]{6,19}$/, `${label} harus berupa angka 7–20 digit`),
  optPhone: (label = 'Nomor telepon') =>
    z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\+?[0-9][0-9 -]{6,19}$/, `${label} harus berupa angka 7–20 digit`)
        .optional(),
    ),
  username: (label = 'Username') =>
    z
      .string(required(label))
      .trim()
      .min(3, `${label} minimal 3 karakter`)
      .max(50, `${label} maksimal 50 karakter`)
      .regex(/^[A-Za-z0-9._-]+$/, `${label} hanya boleh huruf, angka, titik, garis bawah dan tanda minus`),
  /** A password being checked: never trimmed, so a password with spaces at its ends still matches. */
  secret: (label = 'Password', max = 128) => z.string(required(label)).min(1, `${label} wajib diisi`).max(max, `${label} maksimal ${max} karakter`),
  password: (label = 'Password') => z.string(required(label)).min(8, `${label} minimal 8 karakter`).max(128, `${label} maksimal 128 karakter`),
  /** Array sent as JSON, as a form array (a[]=x) or as a JSON string inside a form field. */
  list: <T extends z.ZodTypeAny>(item: T, label: string) =>
    z.preprocess(asList, z.array(item, { error: `${label} harus berupa daftar` }).max(1000, `${label} terlalu banyak`)),
  /**
   * `qty_entered` of a line: the big and small units its quantity input showed (optional; the web
   * client sends it). The command checks it against the line's quantity with `enteredQtyRefusal`.
   */
  enteredQty: () =>
    z
      .object({
        besar: idNumber('Jumlah satuan besar', { integer: true, min: 0, max: 1_000_000_000 }),
        kecil: idNumber('Jumlah satuan kecil', { integer: true, min: 0, max: 1_000_000_000 }),
      })
      .optional(),
  /** A document's lines, sent like `list`: at least one (the OpenAPI document shows minItems 1). */
  lines: <T extends z.ZodTypeAny>(item: T) =>
    z.preprocess(asList, z.array(item, { error: 'Baris harus berupa daftar' }).min(1, 'Isi minimal satu produk').max(1000, 'Baris terlalu banyak')),
};

function asList(v: unknown) {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
  return v;
}

export const PASSWORD_MISMATCH = 'Konfirmasi password tidak sama';

/** A new password with its confirmation, checked to match. */
export const withPasswordPair = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, password: field.password(), password_confirmation: z.string().optional() }).refine(
    (v) => {
      const o = v as { password: string; password_confirmation?: string };
      return o.password_confirmation === undefined || o.password_confirmation === o.password;
    },
    { message: PASSWORD_MISMATCH, path: ['password_confirmation'] },
  );
