/** The pages of Penjualan > Tagihan and the partners' Pemesanan, one lazy chunk (the page registry names it once). */
export { CreateOrderPage, EditOrderPage } from './sales-order-form-page';
export { OrderListPage, PartnerOrdersPage } from './sales-order-list-page';
