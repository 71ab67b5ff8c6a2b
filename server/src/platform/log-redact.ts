/** Query parameters that carry a capability (a public invoice link's id, a reset or verification token). */
const SECRET_PARAMS = new Set(['id', 'token', 'verify_token', 'access_token']);

/**
 * A request URL as the log writes it: the values of SECRET_PARAMS replaced, so that a log reader
 * cannot open a customer's public invoice or use a reset link (a token in a log is a password in a log).
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
      return eq >= 0 && SECRET_PARAMS.has(key) ? `${pair.slice(0, eq)}=***` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** The logger's request serializer: method, redacted URL and the client's address. */
export const requestLogSerializer = (req: { method: string; url: string; ip?: string }) => ({
  method: req.method,
  url: redactUrl(req.url),
  remoteAddress: req.ip,
});
