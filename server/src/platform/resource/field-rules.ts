import { type FieldDef, isInputField, type ResourceDef } from '@bo/contract';
import { z } from 'zod';
import { INT_MAX, idNumber, MONEY_MAX } from '../fields.js';

const TEXT_LIKE = new Set(['text', 'textarea', 'code', 'email', 'phone', 'npwp', 'nik', 'select', 'time', 'date']);

/** Blank means missing; numbers from JSON or spreadsheets become text for text-like fields. */
const normalizeInput = (f: FieldDef) => (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  if (TEXT_LIKE.has(f.type) && (typeof v === 'number' || typeof v === 'boolean')) return String(v);
  if (f.type === 'flag' && typeof v === 'boolean') return v ? '1' : '0';
  return v;
};

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** The rule of one field's value, messages in Indonesian naming the field. */
function valueRule(f: FieldDef): z.ZodType {
  const L = f.label;
  const notValid = { error: `${L} tidak valid` };
  const maxLen = (s: z.ZodString, d: number) => {
    const max = f.max ?? d;
    const r = s.max(max, `${L} maksimal ${max} karakter`);
    return f.min ? r.min(f.min, `${L} minimal ${f.min} karakter`) : r;
  };
  /** Integers and integer rupiah go through the one strict parser (fields.ts idNumber). */
  const number = () => idNumber(L, { integer: true, min: f.min, max: f.max ?? (f.type === 'money' ? MONEY_MAX : INT_MAX) });
  switch (f.type) {
    case 'text':
    case 'textarea':
      return maxLen(z.string(notValid).trim(), f.type === 'text' ? 255 : 5000);
    case 'code':
      return maxLen(z.string(notValid).trim(), 30).regex(
        /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
        `${L} hanya boleh berisi huruf, angka, titik, garis miring, garis bawah dan tanda minus`,
      );
    case 'email':
      return z
        .string(notValid)
        .trim()
        .max(150, `${L} maksimal 150 karakter`)
        .pipe(z.email(`Format ${L} tidak valid`));
    case 'phone':
      return z
        .string(notValid)
        .trim()
        .regex(/^\+?[0-9][0-9 -]{6,19}$/, `${L} harus berupa nomor telepon 7–20 digit`)
        .transform((s) => s.replace(/[ -]/g, ''));
    case 'npwp':
      return z
        .string(notValid)
        .trim()
        .transform((s) => s.replace(/[.\-\s]/g, ''))
        .pipe(z.string().regex(/^\d{15,16}$/, `${L} harus 15 atau 16 digit angka`))
        .meta({ pattern: '^\\s*(?:\\d[.\\-\\s]*){14,15}\\d\\s*$', description: `${L}: 15 atau 16 digit, titik dan tanda minus boleh` });
    case 'nik':
      return z
        .string(notValid)
        .trim()
        .regex(/^\d{16}$/, `${L} harus 16 digit angka`);
    case 'int':
      return number();
    case 'money':
      return number();
    case 'ref':
    case 'district':
      return idNumber(L, { integer: true, min: 1, max: INT_MAX });
    case 'flag':
      return z.enum(['0', '1'], { error: `${L} harus 0 atau 1` });
    case 'select': {
      const values = (f.options ?? []).map((o) => o.value);
      return z
        .string(notValid)
        .trim()
        .refine((v) => values.includes(v), `${L} harus salah satu dari: ${values.join(', ')}`)
        .meta({ enum: values });
    }
    case 'date':
      return z
        .string(notValid)
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, `${L} harus tanggal dengan format TTTT-BB-HH`)
        .refine(isRealDate, `${L} bukan tanggal yang valid`);
    case 'time':
      return z
        .string(notValid)
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${L} harus jam dengan format JJ:MM`);
  }
}

/** A field's full rule: blank handling, required, default, then the value rule. */
export function fieldRule(f: FieldDef): z.ZodType {
  const inner = valueRule(f);
  if (f.required) {
    const requiredThen = z
      .unknown()
      .superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: `${f.label} wajib diisi` });
      })
      .pipe(inner);
    return z.preprocess(normalizeInput(f), requiredThen);
  }
  const fallback = f.default;
  return z.preprocess((v) => normalizeInput(f)(v) ?? fallback, inner.optional());
}

/** The body of a create: every input field of the resource. */
export function createShape(def: ResourceDef) {
  return Object.fromEntries(def.fields.filter(isInputField).map((f) => [f.name, fieldRule(f)]));
}

export const idRule = (def: ResourceDef) =>
  z.coerce
    .number({ error: `${def.title} tidak valid` })
    .int(`${def.title} tidak valid`)
    .min(1, `${def.title} wajib dipilih`);

/** Accepts `id` as well as the resource's own id field. */
export const withIdAlias = (def: ResourceDef) => (v: unknown) => {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if ((o[def.idField] === undefined || o[def.idField] === '') && o.id !== undefined) return { ...o, [def.idField]: o.id };
  }
  return v;
};

export const createBody = (def: ResourceDef) => z.object(createShape(def));
export const updateBody = (def: ResourceDef) => z.preprocess(withIdAlias(def), z.object({ [def.idField]: idRule(def), ...createShape(def) }));
export const deleteBody = (def: ResourceDef) => z.preprocess(withIdAlias(def), z.object({ [def.idField]: idRule(def) }));

/** Turns zod issues into per-field Indonesian messages. */
export function issuesToMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) (out[i.path.join('.') || '_'] ??= []).push(i.message);
  return out;
}
