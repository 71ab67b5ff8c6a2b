import { type Envelope, isSuccess, LOGOUT_STATUSES, REQUEST_TIMEOUT_MS } from '@bo/contract';
import { ApiError, cleanMessage, showLogoutBox, toFormBody } from '../../api/client';
import { getAppName, getToken } from '../../api/token-store';
import { waitForExportJob } from './export-job-progress';

/**
 * Binary downloads and multipart uploads: the two kinds of call the JSON client does not make.
 * Same headers, timeout, logout box and ApiError as api/client.ts, so callers handle errors alike.
 */
function headers(): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json, application/octet-stream' };
  const token = getToken();
  const appName = getAppName();
  if (token) h.Authorization = `Bearer ${token}`;
  if (appName) h.app_name = appName;
  return h;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(path, { ...init, signal: controller.signal });
  } catch (e) {
    const text = (e as Error).name === 'AbortError' ? 'Permintaan melebihi batas waktu' : 'Gagal terhubung ke server';
    throw new ApiError(text, undefined, 0);
  } finally {
    clearTimeout(timer);
  }
}

async function failure(res: Response): Promise<ApiError> {
  let env: Envelope | null = null;
  try {
    env = (await res.json()) as Envelope;
  } catch {
    env = null;
  }
  if (typeof env?.status === 'number' && LOGOUT_STATUSES.includes(env.status)) showLogoutBox();
  return new ApiError(cleanMessage(env?.msg).join('\n'), env?.status, res.status, env?.errors ?? {}, env?.data ?? null);
}

const fileNameOf = (res: Response, fallback: string) => /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Saves a blob through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The answer of an Excel call that queued a job instead of sending the file (the file is large). */
async function exportJobOf(res: Response): Promise<{ job_id: number; file_name: string } | undefined> {
  if (!res.ok) return undefined;
  try {
    const env = (await res.clone().json()) as Envelope<{ job_id?: number; file_name?: string } | null>;
    if (isSuccess(env.status) && typeof env.data?.job_id === 'number') return { job_id: env.data.job_id, file_name: env.data.file_name ?? 'unduhan.xlsx' };
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Downloads a file answered by GET or POST (form body), reporting received bytes; rejects with
 * ApiError. Every export button goes through here: when the call answers a job (a large Excel
 * export, `{ job_id }`), it shows the job's progress until the file is written, then downloads it
 * from POST /job/download.
 */
export async function downloadFile(
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  onProgress?: (received: number) => void,
): Promise<string> {
  const h = headers();
  if (method === 'POST') h['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const res = await send(path, { method, headers: h, body: method === 'POST' ? toFormBody(body) : undefined });
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const job = await exportJobOf(res);
    if (job) {
      await waitForExportJob(job.job_id, job.file_name);
      return downloadFile('POST', '/job/download', { job_id: job.job_id }, onProgress);
    }
  }
  if (!res.ok || type.includes('application/json')) throw await failure(res);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.length;
      onProgress?.(received);
    }
  }
  const name = fileNameOf(res, 'unduhan.xlsx');
  saveBlob(new Blob(chunks, { type: type || 'application/octet-stream' }), name);
  return name;
}

/** Multipart POST of text fields and files (each under its own field name, absent ones left out). */
export async function postMultipart<T = unknown>(
  path: string,
  fields: Record<string, string>,
  files: Record<string, File | undefined> = {},
): Promise<Envelope<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f, f.name);
  const res = await send(path, { method: 'POST', headers: headers(), body: form });
  let env: Envelope<T> | null = null;
  try {
    env = (await res.clone().json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (env && isSuccess(env.status)) return env;
  throw await failure(res);
}

/**
 * Multipart POST like `postMultipart`, through XMLHttpRequest so the bytes sent can be reported
 * (`onProgress` gets 0..100); same headers, timeout and ApiError.
 */
export function postMultipartWithProgress<T = unknown>(
  path: string,
  fields: Record<string, string>,
  files: Record<string, File | undefined>,
  onProgress: (percent: number) => void,
): Promise<Envelope<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) if (f) form.append(k, f, f.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    for (const [k, v] of Object.entries(headers())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.ontimeout = () => reject(new ApiError('Permintaan melebihi batas waktu', undefined, 0));
    xhr.onerror = () => reject(new ApiError('Gagal terhubung ke server', undefined, 0));
    xhr.onload = () => {
      onProgress(100);
      let env: Envelope<T> | null = null;
      try {
        env = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        env = null;
      }
      if (env && isSuccess(env.status)) return resolve(env);
      if (typeof env?.status === 'number' && LOGOUT_STATUSES.includes(env.status)) showLogoutBox();
      reject(new ApiError(cleanMessage(env?.msg).join('\n'), env?.status, xhr.status, env?.errors ?? {}, env?.data ?? null));
    };
    xhr.send(form);
  });
}

/** A file the server answers to GET (an image needing the bearer token), as a Blob; rejects with ApiError. */
export async function fetchBlob(path: string): Promise<Blob> {
  const res = await send(path, { method: 'GET', headers: headers() });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) throw await failure(res);
  return res.blob();
}
