import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';
import { expectSoundSalesFacts } from '../facts/sales-facts-invariant.js';
import { seedDemoHistory } from './demo-history.js';
import { jakartaToday as todayWib } from '@bo/contract';
import { addDays } from '../facts/period.js';

const ctx = useTestServer();

describe('demo history', () => {
  it('gives the demo company back-dated sales through the commands, quickly, once', async () => {
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const made = await seedDemoHistory(ctx.server.database);
    const took = performance.now() - started;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    expect(made?.products).toBe(5);
    expect(made?.orders).toBeGreaterThan(12);
    // About 4 s of CPU on PGlite measured on a loaded machine; the bound only catches a blow-up.
    expect(cpuMs).toBeLessThan(15_000);
    await expectSoundSalesFacts(ctx.server.database);
    const period = { date_start: addDays(todayWib(), -130), date_end: todayWib() };
    const total = (await ctx.admin.get('/dashboard/total_rp_penjualan', period)).data;
    expect(total.orders).toBe(made?.orders);
    expect(total.grand_total).toBeGreaterThan(0);
    expect(total.paid_amount).toBeGreaterThan(0);
    const omzet = (await ctx.admin.post('/dashboard/summary_statistik_omzet', period)).data;
    expect(omzet.interval).toBe('month');
    expect(omzet.cost).toBeGreaterThan(0);
    expect(omzet.margin).toBeGreaterThan(0);
    expect((await ctx.admin.get('/dashboard/summary_statistik_type_customer_pie', period)).data.length).toBeGreaterThan(1);
    expect((await ctx.admin.post('/dashboard/jumlah_pesanan_dikirim', period)).data.total).toBeGreaterThan(0);
    expect((await ctx.admin.post('/dashboard/list_pengiriman_pending', period)).data.total).toBeGreaterThan(0);
    // A second run does nothing.
    expect(await seedDemoHistory(ctx.server.database)).toBeUndefined();
    console.info(`[demo history] ${made?.orders} orders in ${Math.round(took)} ms (${Math.round(cpuMs)} ms CPU)`);
  });
});
