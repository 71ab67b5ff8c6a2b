/*
 * One owner per table (issue 21 item 3). Each table belongs to one module, and only that module's
 * commands write it; another module that needs a change there calls a command of the owner, in the
 * same transaction (see docs/ARCHITECTURE.md, "Who writes a table"). `table-owners.test.ts` scans the
 * non-test sources of server/src for writes (drizzle `.insert(t)`, `.update(t)`, `.delete(t)` and SQL
 * `insert into`, `update`, `delete from`) and fails on a write by another module, naming file:line,
 * unless the table lists that module in `writers` with the reason.
 *
 * Modules are paths under server/src: a file belongs to the deepest module path named here that holds
 * it (modules/stock/opname/commands/x.ts → modules/stock/opname; modules/stock/batch/... →
 * modules/stock), else to modules/<area>, or, outside modules/, to its first folder (platform, db)
 * or to the file itself (seed.ts).
 */

export interface TableOwner {
  /** The module whose commands write the table. */
  owner: string;
  /** Other modules that write it, each with the reason; a fix moves the write into a command of the owner instead. */
  writers?: readonly { module: string; reason: string }[];
}

const STOCK = 'modules/stock';
const MASTER = 'modules/master';

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  // Platform: companies, identity, sessions, jobs, numbering, logs.
  companies: { owner: 'modules/company' },
  groups: {
    owner: 'modules/group',
    writers: [
      { module: 'modules/company', reason: "a new company's default groups are made with the company (createCompany), before any group command can run in it" },
      { module: 'db', reason: "start-up sync of the permission catalogue into the seeded groups' privileges (sync-permissions.ts), no request and no actor" },
    ],
  },
  users: {
    owner: 'modules/user',
    writers: [
      {
        module: 'modules/account',
        reason:
          "a login's own life cycle on its users row (registration, e-mail verification, failed-login lockout, password reset): anonymous calls, no company actor for the user commands",
      },
      { module: 'seed.ts', reason: 'the demo superuser is made before its company exists (first start, app level)' },
      { module: 'seed-company.ts', reason: "a test company's superuser is made before its company exists (app level, as seed.ts)" },
    ],
  },
  company_users: {
    owner: 'modules/user',
    writers: [
      { module: 'modules/company', reason: "the owner's membership is made with the company (createCompany)" },
      {
        module: 'modules/account',
        reason: "the login's own active warehouse (gudang_id_active), chosen at login and in the header, not a user-management change",
      },
    ],
  },
  user_gudang_access: { owner: 'modules/user' },
  user_tokens: { owner: 'modules/account' },
  login_failures: { owner: 'modules/account' },
  login_throttle: { owner: 'modules/account' },
  sessions: {
    owner: 'modules/session',
    writers: [
      {
        module: 'platform',
        reason: 'the request gate (auth.ts) ends an expired, revoked or deactivated session and stamps last_seen_at; platform code may not import modules',
      },
      { module: 'modules/account', reason: "a password reset ends the login's open sessions in the reset's transaction (anonymous call, no session actor)" },
    ],
  },
  permission_catalog: { owner: 'db' },
  configs: { owner: 'modules/config' },
  // Entered by the platform's entry function, moved by runTransition (platform/documents).
  document_state_log: { owner: 'platform' },
  jobs: { owner: 'platform' },
  idempotency_keys: { owner: 'platform' },
  export_files: { owner: 'platform' },
  number_series: { owner: 'platform' },
  number_series_pattern: { owner: 'platform' },
  mail_outbox: { owner: 'platform' },
  print_logs: { owner: 'modules/print' },
  region_province: { owner: 'db' },
  region_city: { owner: 'db' },
  region_district: { owner: 'db' },

  // Master data: the resource engine (platform/resource) writes them from their definitions; the
  // special commands live beside them.
  ...Object.fromEntries(
    [
      'area',
      'asuransi',
      'category',
      'checkup',
      'checkup_category',
      'checkup_price',
      'divisi',
      'dokter',
      'ekspedisi',
      'format',
      'gastritis',
      'golongan_darah',
      'hospital',
      'icd',
      'jabatan',
      'karyawan',
      'kasbank',
      'kemasan',
      'member',
      'member_type',
      'merk',
      'npwp',
      'pasien',
      'rs',
      'shift',
      'swamedikasi',
      'tag',
      'vendor',
    ].map((k) => [`master_${k}`, { owner: MASTER }]),
  ),
  member_sync_state: { owner: MASTER },
  master_gudang: {
    owner: 'modules/gudang',
    writers: [
      { module: 'modules/company', reason: "a new company's first warehouses are made with the company (createCompany), before any actor of it exists" },
    ],
  },

  // Products.
  product_main: { owner: 'modules/product' },
  product: { owner: 'modules/product' },
  product_price: { owner: 'modules/product' },
  product_price_history: { owner: 'modules/product' },
  product_grosir: { owner: 'modules/product' },
  product_package: { owner: 'modules/product' },
  product_package_line: { owner: 'modules/product' },
  product_image: { owner: 'modules/product' },

  // Stock: the ledger (postStockMovements), batches and reservations; then each stock document.
  stock_log: { owner: STOCK },
  stock_balance: { owner: STOCK },
  stock_cost: { owner: STOCK },
  stock_daily: { owner: STOCK },
  stock_monthly: { owner: STOCK },
  stock_batch: { owner: STOCK },
  stock_batch_change: { owner: STOCK },
  stock_reservation: { owner: STOCK },
  stock_opname: { owner: 'modules/stock/opname' },
  stock_opname_line: { owner: 'modules/stock/opname' },
  stock_adjustment: { owner: 'modules/stock/adjustment' },
  stock_adjustment_line: { owner: 'modules/stock/adjustment' },
  stock_transfer: { owner: 'modules/stock/transfer' },
  stock_transfer_line: { owner: 'modules/stock/transfer' },
  retur_supplier: { owner: 'modules/stock/retur-supplier' },
  retur_supplier_line: { owner: 'modules/stock/retur-supplier' },

  // Purchasing.
  purchase_order: { owner: 'modules/purchase/order' },
  purchase_order_line: { owner: 'modules/purchase/order' },
  purchase_order_image: { owner: 'modules/purchase/order' },
  goods_receipt: { owner: 'modules/purchase/receipt' },
  goods_receipt_line: { owner: 'modules/purchase/receipt' },
  purchase_material: { owner: 'modules/purchase/material' },
  purchase_material_line: { owner: 'modules/purchase/material' },
  purchase_material_image: { owner: 'modules/purchase/material' },

  // Sales.
  sales_order: { owner: 'modules/sales/order' },
  sales_order_line: { owner: 'modules/sales/order' },
  shipment: { owner: 'modules/sales/shipment' },
  shipment_order: { owner: 'modules/sales/shipment' },
  packing_item: { owner: 'modules/sales/shipment' },
  cashier_shift: { owner: 'modules/sales/cashier' },
  lead: { owner: 'modules/sales/lead' },
  retur_konsumen: { owner: 'modules/sales/retur-konsumen' },
  retur_konsumen_line: { owner: 'modules/sales/retur-konsumen' },

  // Payments: customer and supplier payments and their allocations (modules/payment/README.md).
  payment: { owner: 'modules/payment' },
  payment_detail: { owner: 'modules/payment' },
  payment_attachment: { owner: 'modules/payment' },
  // COD verification: what couriers remitted per COD invoice of a shipment (modules/payment/cod/README.md).
  cod_remittance: { owner: 'modules/payment/cod' },

  // Sales facts: each counted order's contribution and its daily/monthly sums, kept by refreshSalesFacts (modules/report/facts/README.md).
  sales_fact_order: { owner: 'modules/report' },
  sales_fact_line: { owner: 'modules/report' },
  sales_daily: { owner: 'modules/report' },
  sales_monthly: { owner: 'modules/report' },
  sales_product_daily: { owner: 'modules/report' },
  sales_product_monthly: { owner: 'modules/report' },
  sales_seller_daily: { owner: 'modules/report' },
  sales_seller_monthly: { owner: 'modules/report' },
  sales_variant_monthly: { owner: 'modules/report' },
  // Bonus Sales: the bonus rules (per seller, per member type, default), set by the superuser (modules/report/bonus/README.md).
  bonus_rule: { owner: 'modules/report/bonus' },
};
