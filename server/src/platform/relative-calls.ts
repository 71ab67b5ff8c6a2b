/**
 * Calls the original client sends without a leading slash (spec-2 §7.5: `penerimaan/validation_approved`
 * and `penerimaan/approved_stored`). Over HTTP such a request-target cannot arrive as written: Node's
 * parser answers 400 to a path without "/" before any application code runs. What does arrive is the
 * URL the browser resolves the relative path to, against the page it was sent from: on
 * /purchase/acceptance it becomes /purchase/penerimaan/validation_approved, on /purchase/acceptance/ it
 * becomes /purchase/acceptance/penerimaan/validation_approved. `rewriteRelativeCall` (Fastify's
 * rewriteUrl, before routing) maps a POST whose path ends with one of these calls back to the call.
 */
export const RELATIVE_CALLS = ['/penerimaan/validation_approved', '/penerimaan/approved_stored'] as const;

export function rewriteRelativeCall(method: string | undefined, url: string | undefined): string {
  const raw = url ?? '/';
  if (method !== 'POST') return raw;
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  const bare = path.replace(/\/+$/, '');
  for (const call of RELATIVE_CALLS) if (bare !== call && (bare.endsWith(call) || `/${bare}` === call)) return call + (q < 0 ? '' : raw.slice(q));
  return raw;
}
