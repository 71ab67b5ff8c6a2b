import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../test/db-state.js';
import { type Client, useTestServer, userWithGroup } from '../test/harness.js';

/** Writes sent with an Idempotency-Key, through HTTP: a repeated key writes once and answers the first answer again. */
const ctx = useTestServer();
let other: Client;

const merks = (name: string) => countRows(ctx.server.database, 'master_merk', `merk_name = '${name}'`);
const add = (client: Client, name: string, key?: string) =>
  client.post('/master/merk/add_stored', { merk_name: name }, key === undefined ? {} : { headers: { 'idempotency-key': key } });

beforeAll(async () => {
  other = (await userWithGroup(ctx.admin, 1, 'kedua_idem')).client;
});

describe('Idempotency-Key', () => {
  it('the same request with the same key writes once and answers the first answer again', async () => {
    const first = await add(ctx.admin, 'Merk Sekali', 'kunci-1');
    const again = await add(ctx.admin, 'Merk Sekali', 'kunci-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await merks('Merk Sekali')).toBe(1);
  });

  it('concurrent requests with one key write once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(ctx.admin, 'Merk Serentak', 'kunci-serentak')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await merks('Merk Serentak')).toBe(1);
  });

  it('without a key every request writes; a key is the user’s own', async () => {
    await add(ctx.admin, 'Merk Tanpa Kunci');
    const refused = await add(ctx.admin, 'Merk Tanpa Kunci');
    // The second plain request is a new write (refused here only because the name is taken).
    expect(refused.http).toBe(422);
    const mine = await add(ctx.admin, 'Merk Pengguna A', 'kunci-bersama');
    const theirs = await add(other, 'Merk Pengguna B', 'kunci-bersama');
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect((await merks('Merk Pengguna A')) + (await merks('Merk Pengguna B'))).toBe(2);
  });

  it('a key reused for another request, or malformed, is refused per field and writes nothing', async () => {
    await add(ctx.admin, 'Merk Asli', 'kunci-2');
    const reused = await add(ctx.admin, 'Merk Lain', 'kunci-2');
    expect(reused.http).toBe(422);
    expect(reused.errors?.idempotency_key?.[0]).toMatch(/sudah dipakai/);
    expect(await merks('Merk Lain')).toBe(0);
    const malformed = await add(ctx.admin, 'Merk Kunci Aneh', 'kunci dengan spasi');
    expect(malformed.http).toBe(422);
    expect(malformed.errors?.idempotency_key).toBeDefined();
    expect(await merks('Merk Kunci Aneh')).toBe(0);
  });

  it('a write that failed keeps no key: the corrected retry with the same key writes', async () => {
    const failed = await ctx.admin.post('/master/merk/add_stored', { merk_name: '' }, { headers: { 'idempotency-key': 'kunci-3' } });
    expect(failed.http).toBe(422);
    const retried = await add(ctx.admin, 'Merk Perbaikan', 'kunci-3');
    expect(retried.status).toBe(200);
    expect(await merks('Merk Perbaikan')).toBe(1);
  });
});
