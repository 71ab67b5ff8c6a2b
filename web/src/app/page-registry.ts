import { RESOURCES } from '@bo/contract';
import type { ComponentType } from 'react';
import { SCREENS } from '../lib/screens';

type Loader = () => Promise<ComponentType>;
/** One import site for the four Tagihan/Pemesanan pages: the entry carries their chunk's preload list once. */
const salesOrderPages = () => import('../features/sales/order/sales-order-pages');

/** Route name (from the contract's route table) → lazily loaded page. Unlisted routes show a placeholder. */
export const PAGES: Record<string, Loader> = {
  profile: () => import('../features/account/profile-page').then((m) => m.ProfilePage),
  meSettings: () => import('../features/account/account-settings-page').then((m) => m.AccountSettingsPage),
  dashboard: () => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage),
  portalPengaturan: () => import('../features/settings/portal-page').then((m) => m.PortalPage),
  system: () => import('../features/settings/system-page').then((m) => m.SystemPage),
  theme: () => import('../features/settings/theme-page').then((m) => m.ThemePage),
  penguranganStok: () => import('../features/settings/config-pages').then((m) => m.StockReductionPage),
  hargaTermasukPpn: () => import('../features/settings/config-pages').then((m) => m.ShowPpnPage),
  ppnJual: () => import('../features/settings/config-pages').then((m) => m.PpnPage),
  catatanTagihan: () => import('../features/settings/config-pages').then((m) => m.NotePaymentPage),
  pengaturanKasir: () => import('../features/settings/config-pages').then((m) => m.CashierPage),
  pengaturanMidtrans: () => import('../features/settings/config-pages').then((m) => m.MidtransPage),
  pengaturanGoogleMaps: () => import('../features/settings/config-pages').then((m) => m.GoogleMapsPage),
  users: () => import('../features/users/users-page').then((m) => m.UsersPage),
  groups: () => import('../features/groups/groups-page').then((m) => m.GroupsPage),
  company: () => import('../features/company/company-list-page').then((m) => m.CompanyListPage),
  listCompanyPage: () => import('../features/company/company-list-page').then((m) => m.CompanyListPage),
  masterWarehouse: () => import('../features/warehouse/master-warehouse-page').then((m) => m.MasterWarehousePage),
  uploadImageUtil: () => import('../features/platform/upload-image-page').then((m) => m.UploadImagePage),
  menu: () => import('../features/platform/menu-page').then((m) => m.MenuPage),
  userGuide: () => import('../features/platform/user-guide-page').then((m) => m.UserGuidePage),
  masterWarehouseCreate: () => import('../features/warehouse/warehouse-form-pages').then((m) => m.WarehouseCreatePage),
  masterWarehouseUpdate: () => import('../features/warehouse/warehouse-form-pages').then((m) => m.WarehouseUpdatePage),
  product: () => import('../features/product/product-list-page').then((m) => m.ProductListPage),
  productCreate: () => import('../features/product/product-form-pages').then((m) => m.ProductCreatePage),
  productUpdate: () => import('../features/product/product-form-pages').then((m) => m.ProductUpdatePage),
  productPriceUpdatePrice: () => import('../features/product/product-price-page').then((m) => m.ProductPricePage),
  stockOpname: () => import('../features/stock/opname/stock-opname-page').then((m) => m.StockOpnamePage),
  stockAdjustment: () => import('../features/stock/adjustment/stock-adjustment-page').then((m) => m.StockAdjustmentPage),
  returPabrik: () => import('../features/stock/retur-supplier/retur-supplier-page').then((m) => m.ReturSupplierPage),
  inventoryPortal: () => import('../features/stock/portal/inventory-portal-page').then((m) => m.InventoryPortalPage),
  stockTransfer: () => import('../features/stock/transfer/stock-transfer-page').then((m) => m.StockTransferPage),
  latestStock: () => import('../features/stock/report/stock-report-pages').then((m) => m.LatestStockPage),
  reportLatestStock: () => import('../features/stock/report/stock-report-pages').then((m) => m.LatestStockPage),
  reportSummaryStock: () => import('../features/stock/report/stock-report-pages').then((m) => m.SummaryStockPage),
  reportDefecta: () => import('../features/stock/report/stock-report-pages').then((m) => m.DefectaPage),
  reportPersediaan: () => import('../features/stock/report/stock-report-pages').then((m) => m.PersediaanPage),
  reportSales: () => import('../features/report/sales/sales-report-pages').then((m) => m.SalesReportPage),
  reportOmzet: () => import('../features/report/sales/sales-report-pages').then((m) => m.OmzetReportPage),
  reportPembelianPerProduk: () => import('../features/report/sales/sales-report-pages').then((m) => m.PembelianPerProdukPage),
  reportPortal: () => import('../features/report/sales/sales-report-pages').then((m) => m.ReportPortalPage),
  reportStockMutation: () => import('../features/stock/mutation/stock-mutation-page').then((m) => m.StockMutationPage),
  purchaseOrder: () => import('../features/purchase/order/purchase-order-page').then((m) => m.PurchaseOrderPage),
  purchaseOrderInternal: () => import('../features/purchase/order/purchase-order-page').then((m) => m.PurchaseOrderInternalPage),
  purchaseAcceptance: () => import('../features/purchase/acceptance/goods-receipt-page').then((m) => m.GoodsReceiptPage),
  purchaseAcceptanceInternal: () => import('../features/purchase/acceptance/goods-receipt-page').then((m) => m.GoodsReceiptInternalPage),
  edList: () => import('../features/stock/expiry/expiry-page').then((m) => m.ExpiryPage),
  reportExpired: () => import('../features/stock/expiry/expiry-page').then((m) => m.ExpiryPage),
  orderList: () => salesOrderPages().then((m) => m.OrderListPage),
  createOrder: () => salesOrderPages().then((m) => m.CreateOrderPage),
  cashier: () => import('../features/sales/cashier/cashier-page').then((m) => m.CashierPage),
  editOrder: () => salesOrderPages().then((m) => m.EditOrderPage),
  indexSales: () => salesOrderPages().then((m) => m.PartnerOrdersPage),
  returSale: () => import('../features/sales/retur/retur-konsumen-page').then((m) => m.ReturKonsumenPage),
  closingLeads: () => import('../features/sales/lead/closing-leads-page').then((m) => m.ClosingLeadsPage),
  pickingList: () => import('../features/sales/picking/picking-list-page').then((m) => m.PickingListPage),
  packing: () => import('../features/sales/shipment/packing-page').then((m) => m.PackingPage),
  reportRatioSourceLeads: () => import('../features/sales/lead/lead-report-pages').then((m) => m.RatioSourceLeadsPage),
  // Kas & Bank: the balances and movements (features/bank) beside the accounts' master page.
  bank: () =>
    Promise.all([import('../features/bank/bank-page'), import('../features/master/resource-routes')]).then(([b, m]) => b.bankPageWith(m.pageForRoute('bank'))),
  verificationPayment: () => import('../features/payment/payment-verification-page').then((m) => m.PaymentVerificationPage),
  verificationPaymentOrder: () => import('../features/payment/supplier-invoice-page').then((m) => m.SupplierInvoicePage),
  verificationCod: () => import('../features/payment/cod/cod-verification-page').then((m) => m.CodVerificationPage),
  reportRatioClosingCs: () => import('../features/sales/lead/lead-report-pages').then((m) => m.RatioClosingCsPage),
  reportKonsinyasi: () => import('../features/report/konsinyasi/konsinyasi-pages').then((m) => m.KonsinyasiPage),
  reportKonsinyasiDetail: () => import('../features/report/konsinyasi/konsinyasi-pages').then((m) => m.KonsinyasiDetailPage),
  reportBonusSales: () => import('../features/report/bonus/bonus-pages').then((m) => m.BonusSalesPage),
  reportBonusSalesDetail: () => import('../features/report/bonus/bonus-pages').then((m) => m.BonusSalesDetailPage),
  reportBestSeller: () => import('../features/report/bestseller/bestseller-page').then((m) => m.BestSellerPage),
  reportMargin: () => import('../features/report/margin/margin-page').then((m) => m.MarginPage),
  reportSummaryCustomer: () => import('../features/dashboard/report-pages').then((m) => m.CustomerSummaryPage),
  reportSummarySale: () => import('../features/dashboard/report-pages').then((m) => m.SalesSummaryPage),
};

// Master areas: every resource definition's route and its Create/Update/Delete sub-permission
// routes get the generic page bound to that definition (Kontak and Verifikasi Kontak add approval).
for (const def of RESOURCES) {
  for (const name of Object.values(def.permission)) {
    PAGES[name] ??= () => import('../features/master/resource-routes').then((m) => m.pageForRoute(name));
  }
}
for (const name of ['kontakAutoApprove', 'verifikasi', 'verifikasiApprovalCreate', 'verifikasiApprovalUpdate', 'verifikasiApprovalDelete']) {
  PAGES[name] ??= () => import('../features/master/resource-routes').then((m) => m.pageForRoute(name));
}
for (const name of Object.keys(PAGES)) SCREENS.add(name);
