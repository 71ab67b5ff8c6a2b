import { ERROR_TOAST_MS, type Envelope, type FieldErrors, isSuccess, LOGOUT_STATUSES, MSG, REQUEST_TIMEOUT_MS } from '@bo/contract';
import { message } from 'antd';
import { createElement, Fragment, type ReactNode } from 'react';
import { getAppName, getToken, incrementFailedLogin, resetToken } from './token-store';

/** A rejected call: the envelope's status, message and per-field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | boolean | undefined,
    readonly httpStatus: number,
    readonly errors: FieldErrors = {},
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  private pendingToast: ReturnType<typeof setTimeout> | null = null;

  /** The client shows this error's toast a moment later, unless a form claims its field errors first. */
  deferToast(text: string) {
    this.pendingToast = setTimeout(() => {
      this.pendingToast = null;
      showErrorToast(text);
    }, 0);
  }

  /**
   * A form has put the field errors on its fields: the toast is dropped, so each message shows once,
   * at its field. `rest` lists the messages no field took; they still show as a toast.
   */
  claimFieldErrors(rest: string[] = []) {
    if (!this.pendingToast) return;
    clearTimeout(this.pendingToast);
    this.pendingToast = null;
    if (rest.length) showErrorToast(rest.join('<br>'));
  }
}

export interface CallOptions {
  /** Send the body as JSON (the few JSON calls of spec-2 §7.2). Default: form-urlencoded. */
  json?: boolean;
  /** Query parameters. */
  params?: Record<string, string | number | undefined | null>;
  /** Do not show the error toast (the caller shows the error itself). */
  silent?: boolean;
  /** Do not open the 'Confirm logout' box on 50008/50012/50014. */
  noLogoutBox?: boolean;
  /** Override the app_name header. */
  appName?: string;
  signal?: AbortSignal;
  /** The Idempotency-Key of a write (default: a fresh one per call). Send the same key to have a repeated press answered once. */
  idempotencyKey?: string;
}

/** Turns `<br>` tags into real line breaks and drops the '[MSG]' marker (spec-2 §8). */
export function cleanMessage(text: string | undefined | null): string[] {
  const t = (text ?? '').replace(/\[MSG\]/g, '').trim();
  if (!t) return ['Error'];
  return t
    .split(/<br\s*\/?>|\n/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'Gagal login' is replaced by the field errors joined with line breaks. */
export function errorText(msg: string | undefined, errors?: FieldErrors): string {
  if (msg === MSG.loginFailed && errors && Object.keys(errors).length > 0) {
    return Object.values(errors).flat().join('<br>');
  }
  return msg || 'Error';
}

export function renderLines(lines: string[]): ReactNode {
  return createElement(
    'span',
    { className: 'api-error-text' },
    lines.map((line, i) => createElement(Fragment, { key: i }, i > 0 ? createElement('br') : null, line)),
  );
}

const openErrorToasts = new Set<string>();

export function showErrorToast(text: string) {
  const key = `err-${text}`;
  openErrorToasts.add(key);
  message.error({ content: renderLines(cleanMessage(text)), duration: ERROR_TOAST_MS / 1000, key, onClose: () => openErrorToasts.delete(key) });
}

/** Closes the error toasts still on screen (a later success makes them stale). */
export function clearErrorToasts() {
  for (const key of openErrorToasts) message.destroy(key);
  openErrorToasts.clear();
}

/** Calls that only read (lists, look-ups, files): their success says nothing about an earlier error. */
export function isReadCall(method: 'GET' | 'POST', path: string): boolean {
  if (method === 'GET') return true;
  return (
    /\/(list|index|find|detail|excel|export|template|is_synchronizing|status|download)(\/|$|\?)/.test(path) ||
    /\/(get_|kalkulasi_|ratio_by_|summary)[a-z_]*$/.test(path) ||
    // the dashboard's widgets (jumlah_pesanan, list_pengiriman_pending, ...) only read
    path.startsWith('/dashboard/') ||
    // the report calls only read, but for the bonus rules' save and delete
    (path.startsWith('/report/') && !/^\/report\/bonus\/rule\/(save|delete)$/.test(path))
  );
}

let logoutBoxOpen = false;

/** The 'Confirm logout' box of spec-2 §8. Re-Login clears the token and reloads. */
export function showLogoutBox() {
  if (logoutBoxOpen) return;
  logoutBoxOpen = true;
  // Modal is loaded on demand to keep the login page light
  void import('antd').then(({ Modal }) =>
    Modal.confirm({
      title: MSG.logoutTitle,
      content: MSG.logoutText,
      okText: 'Re-Login',
      cancelText: 'Cancel',
      className: 'confirm-logout-box',
      onOk: () => {
        resetToken();
        window.location.reload();
      },
      afterClose: () => {
        logoutBoxOpen = false;
      },
    }),
  );
}

/** Form-urlencoded body: nested objects and arrays travel as JSON strings. */
export function toFormBody(data: Record<string, unknown> | undefined): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(data ?? {})) {
    if (v === undefined) continue;
    if (v === null) body.append(k, '');
    else if (typeof v === 'object') body.append(k, JSON.stringify(v));
    else body.append(k, String(v));
  }
  return body;
}

function buildUrl(path: string, params?: CallOptions['params']): string {
  const url = path.startsWith('/') ? path : `/${path}`;
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `${url}?${s}` : url;
}

/** A fresh Idempotency-Key (getRandomValues works on plain-http LAN addresses, randomUUID does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the request; a write whose connection failed (the answer may have been lost after the
 * server wrote) is sent once more with the same Idempotency-Key, so it is written at most once.
 */
async function send(url: string, init: RequestInit, keyed: boolean): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (!keyed || (e as Error).name === 'AbortError') throw e;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return fetch(url, init);
  }
}

/** One call to the server. Resolves with the whole envelope on success, rejects with ApiError otherwise. */
export async function call<T = unknown>(method: 'GET' | 'POST', path: string, data?: Record<string, unknown>, opts: CallOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const appName = opts.appName ?? getAppName();
  if (appName) headers.app_name = appName;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  const keyed = method === 'POST' && !isReadCall(method, path);
  if (keyed) headers['Idempotency-Key'] = opts.idempotencyKey ?? newIdempotencyKey();
  if (method === 'POST') {
    if (opts.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(data ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = toFormBody(data);
    }
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  opts.signal?.addEventListener('abort', () => controller.abort());
  let res: Response;
  try {
    res = await send(
      buildUrl(path, method === 'GET' ? { ...(data as CallOptions['params']), ...opts.params } : opts.params),
      { method, headers, body, signal: controller.signal },
      keyed,
    );
  } catch (e) {
    clearTimeout(timer);
    const aborted = (e as Error).name === 'AbortError';
    const text = aborted ? 'Permintaan melebihi batas waktu' : 'Gagal terhubung ke server';
    if (!opts.silent && !opts.signal?.aborted) showErrorToast(text);
    throw new ApiError(text, undefined, 0);
  }
  clearTimeout(timer);
  let env: Envelope<T> | null = null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (env && isSuccess(env.status)) {
    if (!isReadCall(method, path)) clearErrorToasts();
    return env;
  }

  const status = env?.status;
  const msg = env?.msg ?? (env as unknown as { text?: string } | null)?.text;
  const errors = env?.errors ?? {};
  if (msg === MSG.loginFailed) incrementFailedLogin();
  const text = errorText(msg, errors);
  const error = new ApiError(cleanMessage(text).join('\n'), status, res.status, errors, env?.data ?? null);
  if (typeof status === 'number' && LOGOUT_STATUSES.includes(status)) {
    if (!opts.noLogoutBox) showLogoutBox();
  } else if (!opts.silent) {
    // field errors may be claimed by a form, which shows them at their fields instead (applyFieldErrors);
    // unclaimed, the toast names every refused field, not only the first (issue 20)
    if (Object.keys(errors).length > 0) error.deferToast([...new Set([text, ...Object.values(errors).flat()])].join('<br>'));
    else showErrorToast(text);
  }
  throw error;
}

/** POST returning the envelope's data. */
export async function post<T = unknown>(path: string, data?: Record<string, unknown>, opts?: CallOptions): Promise<T> {
  return (await call<T>('POST', path, data, opts)).data;
}

/** GET returning the envelope's data. */
export async function get<T = unknown>(path: string, params?: Record<string, string | number | undefined | null>, opts?: CallOptions): Promise<T> {
  return (await call<T>('GET', path, undefined, { ...opts, params: { ...params, ...opts?.params } })).data;
}

/** JSON POST (user/update_status, group/update_status, group/update_privilege). */
export async function postJson<T = unknown>(path: string, data: Record<string, unknown>, opts?: CallOptions): Promise<Envelope<T>> {
  return call<T>('POST', path, data, { ...opts, json: true });
}
