import { describe, expect, it } from 'vitest';
import { useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();

describe('/product/options: names for the product pages', () => {
  it('answers id and name to a product holder without the master pages, filtered by the typed text and with the chosen ids', async () => {
    for (const name of ['Analgesik', 'Antibiotik', 'Vitamin']) expect((await ctx.admin.post('/master/merk/add_stored', { merk_name: name })).status).toBe(200);
    // Group 2 (SPV Sales) opens /product but not the master merk page.
    const { client } = await userWithGroup(ctx.admin, 2);
    expect((await client.post('/master/merk/list', { page: 1, perPage: 10 })).http).toBe(403);
    const all = await client.post('/product/options', { lookup: 'merk' }, { json: true });
    expect(all.http).toBe(200);
    expect(all.data.map((o: { label: string }) => o.label)).toEqual(['Analgesik', 'Antibiotik', 'Vitamin']);
    expect(Object.keys(all.data[0]).sort()).toEqual(['label', 'value']);
    const vitamin = all.data.find((o: { label: string }) => o.label === 'Vitamin').value;
    const found = await client.post('/product/options', { lookup: 'merk', search: 'anti', ids: [vitamin] }, { json: true });
    expect(found.data.map((o: { label: string }) => o.label)).toEqual(['Antibiotik', 'Vitamin']);
    // LIKE wildcards are text, not patterns.
    expect((await client.post('/product/options', { lookup: 'merk', search: '%' }, { json: true })).data).toEqual([]);
  });

  it('refuses an unknown area per field, and a role without product pages', async () => {
    const bad = await ctx.admin.post('/product/options', { lookup: 'users' }, { json: true });
    expect(bad.http).toBe(422);
    expect(bad.errors?.lookup).toBeDefined();
    const { client } = await userWithGroup(ctx.admin, 7);
    expect((await client.post('/product/options', { lookup: 'vendor' }, { json: true })).http).toBe(403);
  });
});
