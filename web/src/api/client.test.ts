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
