import { createStore } from './create-store';

export interface ErrorLogEntry {
  err: string;
  vm: string;
  info: string;
  url: string;
  time: string;
}

/** Unexpected UI errors, recorded in production only (spec-2 §8). */
export const errorLogStore = createStore<ErrorLogEntry[]>([]);

export function recordError(err: unknown, vm = '', info = '') {
  if (!import.meta.env.PROD) return;
  const e = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  errorLogStore.set((list) => [...list, { err: e, vm, info, url: window.location.href, time: new Date().toISOString() }]);
}

export function installErrorLog() {
  window.addEventListener('error', (ev) => recordError(ev.error ?? ev.message, 'window', 'error'));
  window.addEventListener('unhandledrejection', (ev) => {
    // rejected API calls are shown by the client already
    if ((ev.reason as Error)?.name === 'ApiError') return;
    recordError(ev.reason, 'window', 'unhandledrejection');
  });
}
