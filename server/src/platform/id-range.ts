import { notFound } from './errors.js';

/** The largest id of an integer (int4) column. */
export const MAX_ID = 2_147_483_647;

/** `id` or `<entity>_id`: the request fields that name a row. */
const ID_FIELD = /(^|_)id$/;

/**
 * An id no row can have (beyond the integer range, e.g. 99999999999999999999) names no row: the
 * call answers 404 like any unknown id, instead of a validation or database error.
 */
export function assertIdsInRange(...parts: unknown[]) {
  for (const part of parts) {
    if (typeof part !== 'object' || part === null || Array.isArray(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (!ID_FIELD.test(key)) continue;
      if (typeof value === 'number' && Number.isInteger(value) && value > MAX_ID) throw notFound();
      const text = typeof value === 'string' ? value.trim() : '';
      if (/^\+?\d+$/.test(text) && (text.replace(/^\+?0+/, '').length > 10 || Number(text) > MAX_ID)) throw notFound();
    }
  }
}
