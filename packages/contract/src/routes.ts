import { MAIN_ROLES, ROLE, type RoleName } from './roles.js';

/**
 * The route-role table of spec-1 §2 and §6: the single source of the client's menu and of the
 * server's guards. A route's `name` is also the permission name a server call declares; a route
 * without `roles` inherits its parent's, and a top-level route without roles is open to every
 * logged-in user.
 */
export interface RouteDef {
  name: string;
  path: string;
  title: string;
  icon?: string;
  roles?: RoleName[];
  /** Sub-permission or detail page: not shown in the menu. */
  hidden?: boolean;
  affix?: boolean;
  /** Opens in a new tab. */
  external?: boolean;
  /** Permission-only entry: visiting it directly redirects to /404. */
  redirect404?: boolean;
  /** In the menu of partner users only (others allowed by the table may still open it). */
  partnerMenu?: boolean;
  children?: RouteDef[];
}

const R = ROLE;
const SU: RoleName[] = [R.superuser];
const PRODUCT: RoleName[] = [R.superuser, R.spvSales, R.spvWhs, R.adminFinance, R.adminWhs];
const CONTACT: RoleName[] = [R.superuser, R.spvSales];
const EXPIRY: RoleName[] = [R.superuser, R.spvSales, R.spvWhs, R.admin, R.adminWhs];
const OPNAME: RoleName[] = [R.superuser, R.spvFinance, R.spvWhs, R.adminFinance, R.adminPurchasing, R.adminWhs];
const ADJUST: RoleName[] = [R.superuser, R.supervisor, R.spvWhs];
const TRANSFER: RoleName[] = [R.superuser, R.spvFinance, R.spvWhs, R.adminFinance, R.adminWhs];
/** Approving or rejecting a stock transfer: the supervisors of the transfer roles. */
const TRANSFER_APPROVE: RoleName[] = [R.superuser, R.spvFinance, R.spvWhs];
/** Approving a sales discount above the limit: the supervisors of sales and finance. */
const DISCOUNT_APPROVE: RoleName[] = [R.superuser, R.spvSales, R.spvFinance];
const SALES: RoleName[] = [R.superuser, R.spvSales, R.spvFinance, R.spvWhs, R.admin, R.adminFinance, R.adminWhs];
const PAYMENT: RoleName[] = [R.superuser, R.adminFinance, R.spvFinance];
const PURCHASE: RoleName[] = OPNAME;
const REPORT_SALES: RoleName[] = [R.superuser, R.spvSales, R.spvFinance, R.adminFinance];
const REPORT_LEADS: RoleName[] = [R.superuser, R.spvSales, R.admin];
const DEMOGRAPHY: RoleName[] = [R.superuser, R.spvSales];
const SALES_STATS: RoleName[] = [R.superuser, R.spvSales, R.spvFinance];
const STOCK_REPORT: RoleName[] = [R.superuser, R.spvFinance, R.spvWhs, R.adminFinance, R.adminWhs];
const SUPPLIER: RoleName[] = [R.superuser, R.spvFinance, R.spvWhs, R.adminPurchasing];
const WHATSAPP: RoleName[] = [R.superuser, R.spvSales, R.admin];
const ALL_STAFF_AND_PARTNER: RoleName[] = [...MAIN_ROLES, R.supervisor, R.sales];
/** Dashboard widgets (Beranda sub-permissions): order status and shipping for the sales roles and the partner (own orders only). */
const DASH_ORDERS: RoleName[] = [...SALES, R.sales];
const DASH_SHIPPING: RoleName[] = [R.superuser, R.spvSales, R.spvWhs, R.admin, R.adminWhs, R.sales];
const DASH_TURNOVER: RoleName[] = [R.superuser, R.spvSales, R.spvFinance, R.adminFinance];
const DASH_STOCK_WARNING: RoleName[] = [R.superuser, R.spvSales, R.spvWhs, R.adminPurchasing, R.adminWhs];
const DASH_ONGKIR: RoleName[] = [R.superuser, R.spvSales, R.spvFinance, R.admin];
/** The stock-expiry widget reuses /report/product/expire: the roles of the expiry list and of the expiry report. */
const DASH_EXPIRY: RoleName[] = [R.superuser, R.spvSales, R.spvFinance, R.spvWhs, R.admin, R.adminFinance, R.adminWhs];

/** Create/Update/Delete sub-permission pages of a master or document area. */
function crud(base: string, path: string, title: string, roles: RoleName[], ops: string[] = ['Create', 'Update', 'Delete']): RouteDef[] {
  return ops.map((op) => ({
    name: `${base}${op}`,
    path: `${path}-${op.toLowerCase()}`,
    title: `${op === 'Create' ? 'Tambah' : op === 'Update' ? 'Ubah' : 'Hapus'} ${title}`,
    roles,
    hidden: true,
  }));
}

function master(name: string, path: string, title: string, roles: RoleName[] = SU): RouteDef[] {
  return [{ name, path, title, roles }, ...crud(name, path, title, roles)];
}

export const ROUTES: RouteDef[] = [
  {
    name: 'profile',
    path: '/me',
    title: 'Profil',
    icon: 'user',
    roles: ALL_STAFF_AND_PARTNER,
    children: [{ name: 'meSettings', path: '/user/settings', title: 'Pengaturan Akun', hidden: true }],
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    title: 'Beranda',
    icon: 'dashboard',
    affix: true,
    roles: [...MAIN_ROLES, R.sales],
    children: [
      // The widgets' default roles (server/src/modules/report/dashboard/README.md): a partner (Sales) sees only its own orders.
      { name: 'dashboardOrderStatus', path: 'order-status', title: 'Status Pesanan', hidden: true, roles: DASH_ORDERS },
      { name: 'dashboardProductStatistics', path: 'product-statistics', title: 'Statistik Produk', hidden: true, roles: PRODUCT },
      { name: 'dashboardShippingInformation', path: 'shipping-information', title: 'Informasi Pengiriman', hidden: true, roles: DASH_SHIPPING },
      { name: 'dashboardWarehouseInformation', path: 'warehouse-information', title: 'Informasi Gudang', hidden: true, roles: PURCHASE },
      { name: 'dashboardStockWarning', path: 'stock-warning', title: 'Peringatan Stok', hidden: true, roles: DASH_STOCK_WARNING },
      { name: 'dashboardStockExpiryWarning', path: 'stock-expiry-warning', title: 'Peringatan Kedaluwarsa', hidden: true, roles: DASH_EXPIRY },
      { name: 'dashboardSalesTurnover', path: 'sales-turnover', title: 'Statistik Omzet Penjualan', hidden: true, roles: DASH_TURNOVER },
      { name: 'dashboardShippingCostNotApproved', path: 'shipping-cost-not-approved', title: 'Ongkir Belum Disetujui', hidden: true, roles: DASH_ONGKIR },
    ],
  },
  { name: 'bank', path: '/bank', title: 'Kas & Bank', icon: 'bank', roles: MAIN_ROLES },
  ...crud('bank', '/bank', 'Kas & Bank', MAIN_ROLES),
  {
    name: 'kontakGroup',
    path: '/kontak-group',
    title: 'Kontak',
    icon: 'contacts',
    roles: CONTACT,
    children: [
      { name: 'kontak', path: '/kontak', title: 'Kontak' },
      ...crud('kontak', '/kontak', 'Kontak', CONTACT),
      // Contacts created without this wait in Verifikasi Kontak; by default only superuser skips the approval.
      { name: 'kontakAutoApprove', path: '/kontak-auto-approve', title: 'Kontak Tanpa Persetujuan', roles: SU, hidden: true },
      { name: 'verifikasi', path: '/verifikasi', title: 'Verifikasi Kontak' },
      ...crud('verifikasiApproval', '/verifikasi-approval', 'Persetujuan Kontak', CONTACT),
    ],
  },
  {
    name: 'productGroup',
    path: '/product-group',
    title: 'Produk',
    icon: 'shopping',
    roles: PRODUCT,
    children: [
      { name: 'product', path: '/product', title: 'Produk' },
      { name: 'productCreate', path: '/product/product-create', title: 'Tambah Produk', hidden: true },
      { name: 'productUpdate', path: '/product/product-update/:id', title: 'Ubah Produk', hidden: true },
      { name: 'productDelete', path: '/product/product-delete', title: 'Hapus Produk', hidden: true, redirect404: true },
      { name: 'productPriceUpdatePrice', path: '/product/price-update', title: 'Ubah Harga Produk', hidden: true, redirect404: true },
    ],
  },
  {
    name: 'inventory',
    path: '/inventory',
    title: 'Inventori',
    icon: 'inbox',
    roles: MAIN_ROLES,
    children: [
      { name: 'inventoryPortal', path: '/inventory/portal', title: 'Portal Inventori', roles: SU },
      { name: 'latestStock', path: '/inventory/lateststok1', title: 'Stok Terkini', roles: MAIN_ROLES },
      { name: 'edList', path: '/inventory/edlist', title: 'Daftar Kedaluwarsa', roles: EXPIRY },
      { name: 'stockOpname', path: '/inventory/stokopname', title: 'Stok Opname', roles: OPNAME },
      { name: 'stockAdjustment', path: '/inventory/stokadjustment', title: 'Penyesuaian Stok', roles: ADJUST },
      { name: 'stockTransfer', path: '/inventory/stocktransfer', title: 'Transfer Stok', roles: TRANSFER },
      {
        name: 'stockTransferApprove',
        path: '/inventory/stocktransfer-approve',
        title: 'Setujui Transfer Stok',
        roles: TRANSFER_APPROVE,
        hidden: true,
        redirect404: true,
      },
      { name: 'returPabrik', path: '/inventory/returpabrik', title: 'Retur Supplier', roles: OPNAME },
      { name: 'masterWarehouse', path: '/inventory/master-warehouse', title: 'Gudang', roles: MAIN_ROLES },
      ...crud('masterWarehouse', '/inventory/master-warehouse', 'Gudang', SU, ['Create', 'Update']),
    ],
  },
  {
    name: 'report',
    path: '/report',
    title: 'Laporan',
    icon: 'file-text',
    roles: [...new Set([...REPORT_SALES, ...REPORT_LEADS, ...STOCK_REPORT, ...MAIN_ROLES])],
    children: [
      { name: 'reportPortal', path: '/report/portal', title: 'Portal Laporan', roles: MAIN_ROLES },
      { name: 'reportPersediaan', path: '/report/persediaan', title: 'Laporan Persediaan', roles: STOCK_REPORT },
      { name: 'reportSales', path: '/report/sales', title: 'Laporan Penjualan', roles: REPORT_SALES },
      { name: 'reportOmzet', path: '/report/omzet', title: 'Laporan Omzet', roles: REPORT_SALES },
      { name: 'reportRatioSourceLeads', path: '/report/ratio-source-leads', title: 'Rasio Sumber Leads', roles: REPORT_LEADS },
      { name: 'reportRatioClosingCs', path: '/report/ratio-closing-cs', title: 'Rasio Closing CS', roles: REPORT_LEADS },
      { name: 'reportBonusSales', path: '/report/bonus-sales', title: 'Bonus Sales', roles: REPORT_SALES },
      { name: 'reportBonusSalesDetail', path: '/report/bonus-sales/detail', title: 'Detail Bonus Sales', roles: REPORT_SALES, hidden: true },
      { name: 'reportBestSeller', path: '/report/best-seller-product', title: 'Produk Terlaris', roles: REPORT_SALES },
      // Beyond the spec (issue 23 item 3): gross margin, for the roles of the sales reports (superuser, SPV Sales, SPV Finance, Admin Finance).
      { name: 'reportMargin', path: '/report/margin', title: 'Laba Kotor', roles: REPORT_SALES },
      // The bonus rules of Bonus Sales are set by the superuser only (issue 23: 'configurable'); the others read them.
      { name: 'reportBonusRule', path: '/report/bonus-sales/rule', title: 'Aturan Bonus Sales', roles: SU, hidden: true },
      { name: 'reportKonsinyasi', path: '/report/konsinyasi', title: 'Laporan Konsinyasi', roles: REPORT_SALES },
      { name: 'reportKonsinyasiDetail', path: '/report/konsinyasi/detail', title: 'Detail Konsinyasi', roles: REPORT_SALES, hidden: true },
      { name: 'reportPembelianPerProduk', path: '/report/pembelian-per-produk', title: 'Pembelian per Produk', roles: STOCK_REPORT },
      { name: 'reportLatestStock', path: '/report/lateststok', title: 'Stok Terkini', roles: MAIN_ROLES },
      { name: 'reportSummaryStock', path: '/report/summary-stok', title: 'Ringkasan Stok', roles: STOCK_REPORT },
      { name: 'reportStockMutation', path: '/report/mutasi-stok', title: 'Mutasi & Kartu Stok', roles: STOCK_REPORT },
      { name: 'reportDefecta', path: '/report/produk-defecta', title: 'Produk Defecta', roles: REPORT_SALES },
      { name: 'reportExpired', path: '/report/produk-kedaluwarsa', title: 'Produk Kedaluwarsa', roles: REPORT_SALES },
      { name: 'reportSummaryCustomer', path: '/report/summary-custumer', title: 'Demografi Pelanggan', roles: DEMOGRAPHY },
      { name: 'reportSummarySale', path: '/report/summary-sale', title: 'Statistik Penjualan', roles: SALES_STATS },
      { name: 'kledoBalanceSheet', path: '/report/kledo/reports/balance-sheet', title: 'Neraca', roles: REPORT_LEADS },
      { name: 'kledoJournal', path: '/report/kledo/reports/journal', title: 'Jurnal', roles: REPORT_LEADS },
      { name: 'kledoProfitLoss', path: '/report/kledo/reports/profit-loss', title: 'Laba Rugi', roles: REPORT_LEADS },
      { name: 'akuntansiKledo', path: '/akuntansi/kledo', title: 'Akuntansi', roles: REPORT_LEADS },
    ],
  },
  {
    name: 'sale',
    path: '/sale',
    title: 'Penjualan',
    icon: 'shopping-cart',
    roles: SALES,
    children: [
      { name: 'orderList', path: '/sale/order-list', title: 'Tagihan' },
      { name: 'cashier', path: '/sale/kasir', title: 'Kasir' },
      { name: 'createOrder', path: '/sale/order-list/create-order', title: 'Buat Tagihan', hidden: true },
      { name: 'editOrder', path: '/sale/order-list/edit-order', title: 'Ubah Tagihan', hidden: true },
      // Approves an order whose discount is above configuration sales_discount_limit (never one's own order).
      {
        name: 'orderDiscountApprove',
        path: '/sale/order-list/approve-discount',
        title: 'Setujui Diskon Tagihan',
        roles: DISCOUNT_APPROVE,
        hidden: true,
        redirect404: true,
      },
      { name: 'closingLeads', path: '/sale/closing-leads', title: 'Closing Leads' },
      { name: 'pickingList', path: '/sale/picking-list', title: 'Siap Dikirim' },
      { name: 'packing', path: '/sale/packing', title: 'Dikirim' },
      ...crud('shipment', '/sale/packing/shipment', 'Pengiriman', SALES).map((r) => ({ ...r, redirect404: true })),
      { name: 'returSale', path: '/sale/retur-sale', title: 'Retur Konsumen' },
    ],
  },
  {
    name: 'salesTransaction',
    path: '/sales-transaction',
    title: 'Pemesanan',
    icon: 'shopping-cart',
    roles: [R.sales],
    partnerMenu: true,
    children: [{ name: 'indexSales', path: '/sales-transaction/index', title: 'Pemesanan' }],
  },
  {
    name: 'verification',
    path: '/verification',
    title: 'Pembayaran',
    icon: 'wallet',
    roles: PAYMENT,
    children: [
      { name: 'verificationPayment', path: '/verification/payment', title: 'Tagihan Pelanggan' },
      { name: 'verificationCod', path: '/verification/cod', title: 'Verifikasi COD' },
      { name: 'verificationPaymentOrder', path: '/verification/payment-order', title: 'Tagihan Supplier' },
    ],
  },
  {
    name: 'purchase',
    path: '/purchase',
    title: 'Pembelian',
    icon: 'shop',
    roles: PURCHASE,
    children: [
      { name: 'purchaseOrder', path: '/purchase/order', title: 'Pemesanan' },
      { name: 'purchaseAcceptance', path: '/purchase/acceptance', title: 'Penerimaan' },
      { name: 'purchaseOrderInternal', path: '/purchase/order-internal', title: 'Pemesanan Internal' },
      { name: 'purchaseAcceptanceInternal', path: '/purchase/acceptance-internal', title: 'Penerimaan Internal' },
    ],
  },
  {
    name: 'offlineSales',
    path: '/offline-sales',
    title: 'Offline Sales',
    icon: 'environment',
    roles: SU,
    children: [
      { name: 'offlineSalesPortal', path: '/offline-sales/portal', title: 'Portal Offline Sales' },
      { name: 'schedule', path: '/offline-sales/schedule', title: 'Jadwal Kunjungan' },
      ...crud('schedule', '/offline-sales/schedule', 'Jadwal Kunjungan', SU),
      { name: 'scheduleSummary', path: '/offline-sales/schedule-summary', title: 'Ringkasan Jadwal' },
      { name: 'reportScheduleSales', path: '/offline-sales/report-schedule-sales', title: 'Laporan Kunjungan Sales' },
      { name: 'mySchedule', path: '/offline-sales/my-schedule', title: 'Jadwal Saya' },
      { name: 'myScheduleDetail', path: '/offline-sales/my-schedule/detail/:id', title: 'Detail Jadwal', hidden: true },
      { name: 'myScheduleActivity', path: '/offline-sales/my-schedule/detail/:id/activity', title: 'Aktivitas', hidden: true },
      { name: 'myScheduleMerchandising', path: '/offline-sales/my-schedule/detail/:id/activity/merchandising', title: 'Merchandising', hidden: true },
      { name: 'myScheduleSales', path: '/offline-sales/my-schedule/detail/:id/activity/sales', title: 'Penjualan Kunjungan', hidden: true },
      { name: 'scheduleDaily', path: '/offline-sales/schedule-daily', title: 'Jadwal Harian' },
      { name: 'scheduleByCustomer', path: '/offline-sales/schedule-by-customer', title: 'Jadwal per Pelanggan' },
      { name: 'targetVisit', path: '/offline-sales/target-visit', title: 'Target Kunjungan' },
      { name: 'offlineSalesStatistic', path: '/offline-sales/statistic', title: 'Statistik' },
    ],
  },
  {
    name: 'configure',
    path: '/configure',
    title: 'Pengaturan',
    icon: 'setting',
    roles: [...new Set([...SU, ...MAIN_ROLES])],
    children: [
      { name: 'portalPengaturan', path: '/configure', title: 'Pengaturan', roles: SU },
      { name: 'uploadImageUtil', path: '/configure/upload-image-util', title: 'Unggah Gambar', roles: SU },
      { name: 'system', path: '/configure/system', title: 'Sistem', roles: SU },
      { name: 'users', path: '/configure/users', title: 'Akun', roles: SU },
      { name: 'groups', path: '/configure/groups', title: 'Peran', roles: SU },
      { name: 'menu', path: '/configure/menu', title: 'Menu', roles: SU },
      { name: 'kledo', path: '/configure/kledo', title: 'Kledo', roles: SU },
      { name: 'theme', path: '/configure/theme', title: 'Tema', roles: SU },
      { name: 'company', path: '/configure/company', title: 'Perusahaan', roles: SU },
      { name: 'listCompanyPage', path: '/configure/company/list', title: 'Daftar Perusahaan', roles: ALL_STAFF_AND_PARTNER },
      { name: 'penguranganStok', path: '/configure/pengurangan-stok', title: 'Pengurangan Stok', roles: SU },
      { name: 'hargaTermasukPpn', path: '/configure/harga-termasuk-ppn', title: 'Harga Termasuk PPN', roles: SU },
      { name: 'ppnJual', path: '/configure/ppn-jual', title: 'PPN Jual', roles: SU },
      { name: 'catatanTagihan', path: '/configure/catatan-tagihan', title: 'Catatan Tagihan', roles: SU },
      { name: 'pengaturanKasir', path: '/configure/pengaturan-kasir', title: 'Pengaturan Kasir', roles: SU },
      { name: 'pengaturanMidtrans', path: '/configure/pengaturan-midtrans', title: 'Payment Gateway', roles: SU },
      { name: 'pengaturanKiriminaja', path: '/configure/pengaturan-kiriminaja', title: 'Pengaturan Pengiriman', roles: SU },
      { name: 'pengaturanGoogleMaps', path: '/configure/pengaturan-google-maps', title: 'Google Maps', roles: SU },
      { name: 'akuntansi', path: '/configure/akuntansi', title: 'Akuntansi', roles: SU },
      { name: 'broadcast', path: '/configure/broadcast', title: 'Broadcast WhatsApp', roles: WHATSAPP },
      { name: 'whatsapp', path: '/configure/whatsapp', title: 'Laporan WhatsApp', roles: WHATSAPP },
      ...master('dokter', '/configure/dokter', 'Dokter'),
      ...master('swamedikasi', '/configure/swamedikasi', 'Swamedikasi'),
      ...master('asuransi', '/configure/asuransi', 'Asuransi'),
      ...master('masterMemberType', '/configure/master-member-type', 'Tipe Member'),
      ...master('supplierData', '/configure/supplier-data', 'Supplier', SUPPLIER),
      ...master('npwpData', '/configure/npwp-data', 'NPWP', MAIN_ROLES),
      ...master('divisi', '/configure/divisi', 'Divisi'),
      ...master('jabatanData', '/configure/jabatanData', 'Jabatan'),
      ...master('karyawan', '/configure/karyawan', 'Karyawan'),
      ...master('masterKemasan', '/configure/master-kemasan', 'Kemasan', MAIN_ROLES),
      ...master('categoryData', '/configure/category-data', 'Etalase', PRODUCT),
      ...master('masterBrand', '/configure/master-brand', 'Kategori Produk'),
      ...master('ekspedisiData', '/configure/ekspedisi-data', 'Ekspedisi', MAIN_ROLES),
      ...master('shiftData', '/configure/shift-data', 'Shift Kasir', MAIN_ROLES),
      // Master areas of spec-2 §7.1 that have no page in spec-1 §2: configuration, superuser only.
      ...master('masterArea', '/configure/area', 'Area'),
      ...master('golonganDarah', '/configure/golongan-darah', 'Golongan Darah'),
      ...master('checkup', '/configure/checkup', 'Pemeriksaan'),
      ...master('checkupCategory', '/configure/checkup-category', 'Kategori Pemeriksaan'),
      ...master('checkupPrice', '/configure/checkup-price', 'Harga Pemeriksaan'),
      ...master('formatNota', '/configure/format', 'Format Nota'),
      ...master('icd', '/configure/icd', 'ICD'),
      ...master('hospital', '/configure/hospital', 'Rumah Sakit'),
      ...master('rs', '/configure/rs', 'RS Pengirim'),
      ...master('pasien', '/configure/pasien', 'Pasien'),
      ...master('gastritis', '/configure/gastritis', 'Gastritis'),
      ...master('masterTag', '/configure/tag', 'Tag'),
    ],
  },
  { name: 'userGuide', path: '/user/user-guide', title: 'Panduan Pengguna', icon: 'question', roles: ALL_STAFF_AND_PARTNER, hidden: true },
];

export interface FlatRoute extends RouteDef {
  roles: RoleName[];
  parent?: string;
}

/** Every route with its effective roles (a child inherits its parent's). */
export function flattenRoutes(routes: RouteDef[] = ROUTES, inherited: RoleName[] = ALL_STAFF_AND_PARTNER, parent?: string): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const r of routes) {
    const roles = r.roles ?? inherited;
    out.push({ ...r, roles, parent });
    if (r.children) out.push(...flattenRoutes(r.children, roles, r.name));
  }
  return out;
}

/** Permission name → roles allowed. Server guards and the client menu both read this. */
export const ROUTE_ACCESS: Readonly<Record<string, readonly RoleName[]>> = Object.fromEntries(flattenRoutes().map((r) => [r.name, r.roles]));

export const PERMISSION_NAMES: readonly string[] = Object.keys(ROUTE_ACCESS);

export interface AccessSubject {
  roles: string[];
  groupType: string;
  privileges: string[];
}

/**
 * May this subject use permission `name`? A superuser-type group is governed by its privileges
 * (an empty list means everything); any other group by the route's roles, widened by privileges an
 * administrator granted to the group explicitly.
 */
export function canAccess(subject: AccessSubject, name: string): boolean {
  const roles = ROUTE_ACCESS[name];
  if (!roles) return false;
  if (subject.groupType === 'superuser') return subject.privileges.length === 0 || subject.privileges.includes(name);
  if (subject.roles.some((r) => (roles as string[]).includes(r))) return true;
  return subject.privileges.includes(name);
}
