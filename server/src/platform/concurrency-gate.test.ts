import { MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { ConcurrencyGate, IMPORT_BUSY } from './concurrency-gate.js';

/**
 * Spreadsheet imports run in the app's import gate (issue 20 item 14: 8 parallel 2 MB imports took
 * 1 GB): at most `max` at once, `queue` more waiting their turn, anything beyond refused with 429.
 * The slots are held here by the test itself, so what a further import meets does not depend on timing.
 */
const ctx = useTestServer();

const csv = (names: string[]) => Buffer.from(`Nama Member;Telepon\n${names.map((n, i) => `${n};08129900${String(i).padStart(4, '0')}`).join('\n')}\n`);

async function importMembers(names: string[]) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(csv(names))]), 'kontak.csv');
  const res = await fetch(`${ctx.server.url}/member/stored_import`, { method: 'POST', headers: { authorization: `Bearer ${ctx.admin.token}` }, body: form });
  return { http: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { status: unknown; msg: string } };
}
const members = async (prefix: string) =>
  Number((await ctx.server.database.db.execute(sql`select count(*)::int as n from master_member where member_name like ${`${prefix}%`}`)).rows[0].n);

describe('the import gate', () => {
  it('refuses the import beyond the running and waiting ones with 429, Retry-After and nothing written', async () => {
    const gate = ctx.server.app.importGate;
    const saved = { max: gate.max, queue: gate.queue };
    Object.assign(gate, { max: 2, queue: 0 });
    const held = [await gate.acquire(), await gate.acquire()];
    try {
      const r = await importMembers(['Gerbang Penuh A']);
      expect(r.http).toBe(429);
      expect(r.body).toMatchObject({ status: 429, msg: IMPORT_BUSY });
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(await members('Gerbang Penuh')).toBe(0);
    } finally {
      for (const release of held) release();
      Object.assign(gate, saved);
    }
    // With the slots free again the same import passes.
    expect((await importMembers(['Gerbang Penuh A'])).http).toBe(200);
    expect(await members('Gerbang Penuh')).toBe(1);
  });

  it('queues the (max+1)th import until a slot is free, then runs it', async () => {
    const gate = ctx.server.app.importGate;
    const saved = { max: gate.max, queue: gate.queue };
    Object.assign(gate, { max: 1, queue: 1 });
    const release = await gate.acquire();
    try {
      const pending = importMembers(['Gerbang Antre B']);
      // Until the import has reached the gate, however long its upload takes (no wall-clock bound: the test's timeout is the only one).
      while (gate.load.waiting === 0) await new Promise((r) => setTimeout(r, 10));
      expect(gate.load).toEqual({ running: 1, waiting: 1 });
      expect(await members('Gerbang Antre')).toBe(0);
      // A third one finds the queue full.
      expect((await importMembers(['Gerbang Antre C'])).http).toBe(429);
      release();
      const r = await pending;
      expect(r.http, JSON.stringify(r.body)).toBe(200);
      expect(await members('Gerbang Antre')).toBe(1);
      expect(gate.load).toEqual({ running: 0, waiting: 0 });
    } finally {
      release();
      Object.assign(gate, saved);
    }
  });

  it('hands slots over in arrival order and gives up a wait after waitMs', async () => {
    const gate = new ConcurrencyGate(1, 2, 50, MSG.tooManyRequests);
    const order: string[] = [];
    const first = await gate.acquire();
    const a = gate.run(async () => order.push('a'));
    const b = gate.run(async () => order.push('b'));
    await expect(gate.acquire()).rejects.toMatchObject({ httpStatus: 429 });
    first();
    first();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    const hold = await gate.acquire();
    await expect(gate.acquire()).rejects.toMatchObject({ httpStatus: 429, retryAfterSeconds: 1 });
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    hold();
  });
});
