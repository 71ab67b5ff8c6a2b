import { MSG } from '@bo/contract';
import { validationError } from './errors.js';

/** Deepest nesting a request may carry (JSON body, form body, JSON text inside a field). */
export const MAX_BODY_DEPTH = 32;

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * Whether a value nests objects/arrays deeper than `max` levels (a flat object is 1). Walks with its
 * own stack, so a 20,000-level body cannot overflow the call stack; files (Buffers) are leaves.
 */
export function tooDeep(value: unknown, max = MAX_BODY_DEPTH): boolean {
  if (!isContainer(value)) return false;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (depth > max) return true;
    for (const child of Object.values(v as object)) if (isContainer(child)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The 422 for a body nested too deep, on its top-level field. */
export function bodyTooDeep(field = '_') {
  return validationError({ [field]: [MSG.bodyTooDeep] }, MSG.bodyTooDeep);
}

/** Throws the 422 when a request part nests too deep, naming the top-level field that does. */
export function assertDepth(value: unknown) {
  if (!isContainer(value)) return;
  for (const [key, child] of Object.entries(value)) if (tooDeep(child, MAX_BODY_DEPTH - 1)) throw bodyTooDeep(key);
}
