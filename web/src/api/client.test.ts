import { describe, expect, it } from 'vitest';
import { cleanMessage, errorText, toFormBody } from './client';

describe('API client helpers', () => {
  it("turns <br> into lines, drops '[MSG]' and falls back to 'Error'", () => {
    expect(cleanMessage('[MSG]Baris satu<br>Baris dua<br/>Tiga')).toEqual(['Baris satu', 'Baris dua', 'Tiga']);
    expect(cleanMessage('')).toEqual(['Error']);
    expect(cleanMessage(undefined)).toEqual(['Error']);
  });
  it("joins the field errors for 'Gagal login'", () => {
    expect(errorText('Gagal login', { username: ['Username atau password salah'], password: ['a', 'b'] })).toBe('Username atau password salah<br>a<br>b');
    expect(errorText('Lain', { x: ['y'] })).toBe('Lain');
    expect(errorText(undefined)).toBe('Error');
  });
  it('encodes nested objects as JSON strings', () => {
    const body = toFormBody({ page: 1, columnFilters: { search: 'a' }, skip: undefined, empty: null });
    expect(body.toString()).toBe('page=1&columnFilters=%7B%22search%22%3A%22a%22%7D&empty=');
  });
});

describe('Idempotency-Key of writes', () => {
  it('is new for every write and fits the server’s key rule', async () => {
    const { newIdempotencyKey } = await import('./client');
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
  });
});
