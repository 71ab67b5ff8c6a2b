import type { FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// the toasts the client shows, recorded instead of drawn (no DOM in this test)
const shown = vi.hoisted(() => ({ errors: [] as string[], destroyed: [] as string[] }));
vi.mock('antd', async (orig) => {
  const antd = await orig<typeof import('antd')>();
  return {
    ...antd,
    message: {
      ...antd.message,
      error: (o: { key: string }) => shown.errors.push(o.key),
      destroy: (key: string) => shown.destroyed.push(key),
    },
  };
});

const { ApiError, call, clearErrorToasts, isReadCall } = await import('./client');
const { applyFieldErrors } = await import('../lib/form-errors');

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}
const tick = () => new Promise((r) => setTimeout(r, 5));
/** Just enough of a form for applyFieldErrors. */
function fakeForm(fields: string[]) {
  const set: unknown[] = [];
  const form = {
    getFieldsValue: () => Object.fromEntries(fields.map((f) => [f, ''])),
    getFieldsError: () => fields.map((f) => ({ name: [f], errors: [] })),
    getFieldValue: (name: unknown) => (fields.includes(String(name)) ? '' : undefined),
    setFields: (f: unknown[]) => set.push(...f),
  } as unknown as FormInstance;
  return { form, set };
}

describe('messages of the API client', () => {
  beforeEach(() => {
    clearErrorToasts();
    shown.errors.length = 0;
    shown.destroyed.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a validation error claimed by a form shows once, at its field, not as a toast', async () => {
    answer(422, { status: 422, msg: 'Data tidak valid', errors: { member_phone: ['Telepon tidak valid'] } });
    const { form, set } = fakeForm(['member_name', 'member_phone']);
    const e = await call('POST', '/member/validation').catch((x) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(applyFieldErrors(form, e)).toBe(true);
    await tick();
    expect(set).toEqual([{ name: ['member_phone'], errors: ['Telepon tidak valid'] }]);
    expect(shown.errors).toEqual([]);
  });

  it('field errors no field takes still show as a toast', async () => {
    answer(422, { status: 422, msg: 'Data tidak valid', errors: { member_phone: ['Telepon tidak valid'], gudang_id: ['Gudang wajib diisi'] } });
    const { form } = fakeForm(['member_phone']);
    const e = await call('POST', '/member/validation').catch((x) => x);
    applyFieldErrors(form, e);
    await tick();
    expect(shown.errors).toEqual(['err-Gudang wajib diisi']);
  });

  it('an error nobody claims shows as a toast, as before', async () => {
    answer(422, { status: 422, msg: 'Data tidak valid', errors: { x: ['y'] } });
    await call('POST', '/member/validation').catch(() => undefined);
    await tick();
    expect(shown.errors).toEqual(['err-Data tidak valid<br>y']);
    answer(409, { status: 409, msg: 'Sudah ada' });
    await call('POST', '/member/stored').catch(() => undefined);
    expect(shown.errors).toEqual(['err-Data tidak valid<br>y', 'err-Sudah ada']);
  });

  it('an unclaimed 422 names every refused field, not only the first (issue 20)', async () => {
    answer(422, { status: 422, msg: 'Jumlah wajib diisi', errors: { 'lines.0.qty': ['Jumlah wajib diisi'], 'lines.2.batch_no': ['Batch wajib diisi'] } });
    await call('POST', '/kasir/stored').catch(() => undefined);
    await tick();
    expect(shown.errors).toEqual(['err-Jumlah wajib diisi<br>Batch wajib diisi']);
  });

  it('a success clears the earlier error toasts; a list read does not', async () => {
    answer(409, { status: 409, msg: 'Sudah ada' });
    await call('POST', '/member/stored').catch(() => undefined);
    answer(200, { status: 200, msg: 'OK', data: { data: [], total: 0 } });
    await call('POST', '/member/list');
    expect(shown.destroyed).toEqual([]);
    answer(200, { status: 200, msg: 'Data berhasil disimpan', data: null });
    await call('POST', '/member/stored');
    expect(shown.destroyed).toEqual(['err-Sudah ada']);
  });

  it('tells reads from changes', () => {
    expect(isReadCall('GET', '/member/get_city')).toBe(true);
    expect(isReadCall('POST', '/member/list')).toBe(true);
    expect(isReadCall('POST', '/user/index')).toBe(true);
    expect(isReadCall('POST', '/member/find')).toBe(true);
    expect(isReadCall('POST', '/dashboard/jumlah_pesanan')).toBe(true);
    expect(isReadCall('POST', '/member/stored')).toBe(false);
    expect(isReadCall('POST', '/member/validation')).toBe(false);
    expect(isReadCall('POST', '/user/update_status')).toBe(false);
  });
});
