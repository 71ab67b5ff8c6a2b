/** Calls the real HTTP API the way the client does (form-encoded by default). */
export interface Envelope<T = unknown> {
  status: number | boolean;
  msg: string;
  data: T;
  errors?: Record<string, string[]>;
}

export class Api {
  token: string | null = null;
  /**
   * The company (app_name header) of the calls: empty (no header) until login, which takes the
   * company its answer names (the user's first, or the one asked for by setting this before).
   */
  appName = '';
  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, unknown>,
    opts: { json?: boolean } = {},
  ): Promise<{ http: number; env: Envelope<T> }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.appName) headers.app_name = this.appName;
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (method === 'POST') {
      if (opts.json) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body ?? {});
      } else {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        const p = new URLSearchParams();
        for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined) p.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
        payload = p.toString();
      }
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    return { http: res.status, env: (await res.json()) as Envelope<T> };
  }

  /** Like call, but throws unless the envelope says success. */
  async ok<T = unknown>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, opts?: { json?: boolean }): Promise<T> {
    const { http, env } = await this.call<T>(method, path, body, opts);
    if (env.status !== 200 && env.status !== true) throw new Error(`${method} ${path} → ${http} ${JSON.stringify(env)}`);
    return env.data;
  }

  async login(username: string, password: string): Promise<string> {
    const data = await this.ok<{ token: string; app_name: string }>('POST', '/login/stored', { username, password });
    this.token = data.token;
    this.appName = data.app_name;
    return data.token;
  }
}

export interface Warehouse {
  master_gudang_id: number;
  master_gudang_name: string;
}

export async function listWarehouses(api: Api): Promise<Warehouse[]> {
  return (await api.ok<{ data: Warehouse[] }>('POST', '/master_gudang/list', { columnFilters: {}, page: 1, perPage: 100 })).data;
}

/** Creates a user in group `groupId` (with optional warehouse access) through the API as the logged-in admin. */
export async function createUser(
  api: Api,
  u: { username: string; password: string; groupId: number; fullName?: string; warehouses?: number[] },
): Promise<number> {
  const { admin_id } = await api.ok<{ admin_id: number }>('POST', '/user/create', {
    admin_username: u.username,
    admin_person_full_name: u.fullName ?? `Pengguna ${u.username}`,
    admin_group_id: u.groupId,
    password: u.password,
    password_confirmation: u.password,
  });
  for (const gudang_id of u.warehouses ?? []) await api.ok('POST', '/user/accessgudang/stored', { admin_id, gudang_id });
  return admin_id;
}

/** Creates the packaging units of these names and answers their ids by name. */
export async function createUnits<N extends string>(api: Api, names: readonly N[]): Promise<Record<N, number>> {
  for (const name of names) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
  const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 50 });
  return Object.fromEntries(names.map((n) => [n, units.data.find((u) => u.kemasan_name === n)?.kemasan_id as number])) as Record<N, number>;
}

/** Creates the packaging units Box and Strip (stock tests: 1 Box = 10 Strip) and answers their ids. */
export async function createBoxStrip(api: Api): Promise<{ box: number; strip: number }> {
  const { Box, Strip } = await createUnits(api, ['Box', 'Strip']);
  return { box: Box, strip: Strip };
}

/** A product's packaging: `isi` small units (kemasan id `kecil`) in one big unit (kemasan id `besar`). */
export interface Packaging {
  besar: number;
  isi: number;
  kecil: number;
}

/** The stock tests' packaging, 1 Box = 10 Strip, of the units createBoxStrip answers. */
export const boxOf10 = (unit: { box: number; strip: number }): Packaging => ({ besar: unit.box, isi: 10, kecil: unit.strip });

/**
 * Creates a product (POST /product/create_stored) and answers its product id; `extra` adds fields
 * such as is_product_expire, barcode or product_price_sale.
 */
export async function createProduct(api: Api, main_name: string, pack: Packaging, extra: Record<string, unknown> = {}): Promise<number> {
  const body = { main_name, product_satuan_besar: pack.besar, product_isi: pack.isi, product_satuan_kecil: pack.kecil, ...extra };
  return (await api.ok<{ product_id: number[] }>('POST', '/product/create_stored', body, { json: true })).product_id[0];
}

/** One stock adjustment in a warehouse (small units; reason 'Stok awal' unless the line names one). */
export async function adjustStock(
  api: Api,
  gudangId: number,
  lines: { product_id: number; qty_change: number; reason?: string; batch_no?: string; expired_date?: string }[],
): Promise<void> {
  await api.ok('POST', '/stock_adjustment/add_stored', { gudang_id: gudangId, lines: lines.map((l) => ({ reason: 'Stok awal', ...l })) }, { json: true });
}

/** Places a purchase order (POST /penerimaan_order/add_stored) and answers its id and number. */
export async function placePurchaseOrder(
  api: Api,
  order: { vendor_id: number; gudang_id: number; lines: { product_id: number; unit: 'besar' | 'kecil'; qty: number; price: number }[] },
): Promise<{ order_id: number; order_number: string }> {
  return api.ok<{ order_id: number; order_number: string }>('POST', '/penerimaan_order/add_stored', order, { json: true });
}

/**
 * Receives every line of a purchase order in full (POST /penerimaan/add_stored with the open
 * quantities of /penerimaan_order/get_detail) and approves the receipt: the stock is in. Answers the
 * stored receipt.
 */
export async function receiveWholeOrder<T extends { penerimaan_id: number } = { penerimaan_id: number }>(api: Api, orderId: number): Promise<T> {
  const d = await api.ok<{ lines: { line_id: number; qty: number }[] }>('GET', `/penerimaan_order/get_detail?order_id=${orderId}`);
  const r = await api.ok<T>(
    'POST',
    '/penerimaan/add_stored',
    { order_id: orderId, lines: d.lines.map((l) => ({ order_line_id: l.line_id, qty: l.qty })) },
    { json: true },
  );
  await api.ok('POST', '/penerimaan/approved_stored', { penerimaan_id: r.penerimaan_id });
  return r;
}

/** Creates a supplier and answers its vendor id. */
export async function createVendor(api: Api, code: string, name: string): Promise<number> {
  await api.ok('POST', '/vendor/create_stored', { vendor_code: code, vendor_name: name });
  const vendors = await api.ok<{ data: { vendor_id: number; vendor_code: string }[] }>('POST', '/vendor/index', { page: 1, perPage: 100 });
  return vendors.data.find((v) => v.vendor_code === code)?.vendor_id as number;
}
