/**
 * Calls registered beyond spec/calls.tsv, each with the reason it exists. The coverage test fails
 * when a registered call is neither in the catalogue nor here, and when an entry here is no longer registered.
 */
export const EXTRA_CALLS: readonly { reason: string; calls: readonly string[] }[] = [
  {
    reason:
      'Laba Kotor (issue 23 item 3, beyond the spec): revenue, cost of goods sold at the moving average, margin and margin % per invoice, product, etalase, customer, salesperson, day or month, with Excel; the catalogue has no margin report',
    calls: ['POST /report/margin/list', 'POST /report/margin/excel'],
  },
  {
    reason:
      'Bonus Sales rules (issue 23: a bonus rule per salesperson or member type, configurable): the catalogue computes the bonus but has no call to read or set its rules',
    calls: ['POST /report/bonus/rule/list', 'POST /report/bonus/rule/save', 'POST /report/bonus/rule/delete'],
  },
  {
    reason:
      'Excel of Laporan Statistik Penjualan and Demografi Pelanggan (issue 23: each report with its Excel file): the catalogue gives these pages only the dashboard calls',
    calls: ['POST /report/summary_sale/excel', 'POST /report/summary_customer/excel'],
  },
  {
    reason:
      'Etalase options of the Produk Terlaris and Laba Kotor filters (main_category_id): the report roles may not hold the Etalase page whose list the catalogue has',
    calls: ['POST /report/bestseller/category_options'],
  },
  {
    reason:
      'Tagihan Supplier and ageing (issue 22 items 4 and 8): what is owed per supplier receipt and per supplier, and receivables/payables by age with Excel; the catalogue has no call for them',
    calls: ['POST /payment/list_supplier_invoice', 'POST /payment/supplier_summary', 'GET /payment/ageing', 'POST /payment/ageing_excel'],
  },
  {
    reason:
      'Kas & Bank (issue 22 item 6): balances and movements of the kasbank accounts from approved payments, with Excel; the catalogue names no such call (bank_trans/invoice_payment_act is the accounting service)',
    calls: ['POST /bank_trans/summary', 'POST /bank_trans/list', 'POST /bank_trans/excel', 'POST /bank_trans/excel_summary'],
  },
  {
    reason: "Payment prints (issue 22 item 7): the content of a payment's prints and its kwitansi PDF; the catalogue has no call for them",
    calls: ['GET /payment/print', 'GET /payment/kwitansi_pdf'],
  },
  {
    reason:
      'Proof of payment download (issue 22): the file of one attachment uploaded with /payment/upload_attachment; the catalogue has no call to read it back',
    calls: ['GET /payment/attachment'],
  },
  {
    reason:
      'Configuration approval_self_allowed (Pengurangan Stok page): whether the creator of a receipt, transfer, return or contact may approve it (off by default); the catalogue has no such configuration',
    calls: ['GET /config/get_config_approval_self_allowed', 'POST /config/stored_config_approval_self_allowed'],
  },
  {
    reason:
      'Configuration sales_discount_limit (Pengaturan Kasir): the largest sales discount given without another user’s approval; the catalogue has no such configuration',
    calls: ['GET /config/get_config_sales_discount_limit', 'POST /config/stored_config_sales_discount_limit'],
  },
  {
    reason: 'Lead form and filters: admins/CS and contacts for holders of the lead pages, who may not hold the user or Kontak pages',
    calls: ['GET /lead/options'],
  },
  {
    reason: 'Import template download (.xlsx with the import columns) for every area that imports; the catalogue has no call for it',
    calls: [
      'GET /asuransi/template',
      'GET /custom/master/area/template',
      'GET /custom/master/checkup/template',
      'GET /custom/master/checkup_category/template',
      'GET /custom/master/checkup_price/template',
      'GET /custom/master/dokter/template',
      'GET /custom/master/format/template',
      'GET /custom/master/gastritis/template',
      'GET /custom/master/golongan_darah/template',
      'GET /custom/master/hospital/template',
      'GET /custom/master/icd/template',
      'GET /custom/master/pasien/template',
      'GET /custom/master/rs/template',
      'GET /ekspedisi/template',
      'GET /karyawan/divisi/template',
      'GET /karyawan/jabatan/template',
      'GET /karyawan/template',
      'GET /kemasan/template',
      'GET /master/kasbank/template',
      'GET /master/merk/template',
      'GET /master/npwp/template',
      'GET /master/tag/template',
      'GET /member/template',
      'GET /member_type/template',
      'GET /product/template',
      'GET /product_package/category/template',
      'GET /shift_config/template',
      'GET /swamedikasi/template',
      'GET /vendor/template',
    ],
  },
  {
    reason: 'Excel export of the list: the standard master pattern of spec-2 §7.1, which the catalogue rows of these areas omit',
    calls: [
      'POST /ekspedisi/excel',
      'POST /karyawan/excel',
      'POST /karyawan/divisi/excel',
      'POST /karyawan/jabatan/excel',
      'POST /kemasan/excel',
      'POST /master/kasbank/excel',
      'POST /master/merk/excel',
      'POST /master/npwp/excel',
      'POST /master/tag/excel',
      'POST /member_type/excel',
      'POST /product_package/category/excel',
      'POST /vendor/excel',
    ],
  },
  {
    reason: 'Delete (validation and stored) of the standard master pattern of spec-2 §7.1, which the catalogue rows of these areas omit',
    calls: [
      'POST /karyawan/validation_delete',
      'POST /karyawan/delete_stored',
      'POST /kemasan/delete_validation',
      'POST /kemasan/delete_stored',
      'POST /member_type/delete_validation',
      'POST /member_type/delete_stored',
    ],
  },
  {
    reason: "Member import from an .xlsx/.csv file (multipart) like every master area, beside the catalogue's JSON import /member/stored_import_new",
    calls: ['POST /member/stored_import'],
  },
  {
    reason: 'Confirms the token of the e-mail verification link (used by the /auth-redirect page); the catalogue has only /notif/email_resend',
    calls: ['POST /notif/verify_email'],
  },
  {
    reason: 'Progress of background work (member synchronisation now, imports and reports later): the catalogue starts jobs but has no call to follow them',
    calls: ['POST /job/status'],
  },
  {
    reason:
      'Download of the .xlsx an export job wrote (an Excel export above the row threshold answers job_id instead of the file); only for the user who queued it: the catalogue has no call to fetch a finished file',
    calls: ['POST /job/download'],
  },
  {
    reason:
      'Product image file (bytes of an image stored by /product/upload_product_image); the lists answer its address in product_images, the catalogue has no call that serves it',
    calls: ['GET /product/image'],
  },
  {
    reason:
      "Id and name of Etalase, Kategori, Kemasan and Vendor for the product pages' selects: holders of a product page may not hold those master pages, and need only the names",
    calls: ['POST /product/options'],
  },
  {
    reason: 'Deleting one product image: the catalogue uploads images (/product/upload_product_image) but has no call to remove one',
    calls: ['POST /product/delete_image'],
  },
  {
    reason:
      "Returnable orders by invoice number and an order's lines with sold, returned, open and returnable quantities, for the customer return form: the catalogue has no picker call for returns, and return holders may not hold the Tagihan page",
    calls: ['POST /retur/konsumen/order_options', 'POST /retur/konsumen/order_lines'],
  },
  {
    reason:
      'Products held in a warehouse with their batches first expiry first (the FEFO proposal) and the active suppliers, for the supplier return form: its holders may hold neither the product nor the supplier pages, and the catalogue has no picker call for returns',
    calls: ['POST /retur/supplier/product_in_gudang', 'POST /retur/supplier/vendor_options'],
  },
  {
    reason:
      'Live figures of the Inventori portal (stock value, products below minimum, batches expiring within 90 days, draft supplier returns): the catalogue has no call for the portal page',
    calls: ['POST /inventory/summary'],
  },
  {
    reason:
      'Stock value at the end of each day, week or month over a range (warehouses, in transit, total) for the chart of the persediaan page: the catalogue answers the persediaan at one date only',
    calls: ['POST /report/stock/persediaan_chart'],
  },
  {
    reason:
      "Processing a customer's order to Siap Dikirim (the Tagihan list's 'Proses' button: the salesOrder machine's pick move, which takes the stock of orders reduced at picking and of indent orders): the catalogue has no call for that move",
    calls: ['POST /purchase_order/update_status'],
  },
  {
    reason:
      "Cashier shift sessions of the Kasir page (open with the opening cash counted, close with the closing cash counted, expected cash and difference, the caller's open session, sessions list and summary per payment method): the catalogue names master shifts (shift_config) but has no call for a cashier's session",
    calls: ['POST /kasir/shift/open', 'POST /kasir/shift/close', 'GET /kasir/shift/current', 'POST /kasir/shift/list', 'GET /kasir/shift/summary'],
  },
  {
    reason:
      "The customer's public invoice pages /info/:id/:inv and /kwitansi/:id/:inv (spec-1 §2, no login; id = the order's random public token, inv = its number): the catalogue has no call that answers an order without a session",
    calls: ['GET /public/info', 'GET /public/kwitansi'],
  },
  {
    reason:
      "The invoice as a PDF made on the server, to share or keep: for users who may open the order (the detail's access) and behind the customer's public link (token and invoice number, no login, the public page's data only); the catalogue prints in the browser only",
    calls: ['GET /purchase_order/invoice_pdf', 'GET /public/invoice_pdf'],
  },
  {
    reason:
      'Beranda widget Ongkir Belum Disetujui (sub-permission dashboardShippingCostNotApproved, spec-1 §2): orders not shipped whose shipping cost still waits for the admin; the catalogue names no call for it',
    calls: ['POST /dashboard/ongkir_belum_disetujui'],
  },
  {
    reason:
      'Laporan Penjualan and Omzet seller filter (issue 23): the sellers with sales in the warehouses the user may see; the report roles may not hold the user or lead pages whose look-ups name users',
    calls: ['POST /report/sales/seller_options'],
  },
  {
    reason:
      'Customer filter of the report pages (issue 23): the customers with sales in the warehouses the user may see; the report roles may not hold the Kontak page whose member list the catalogue has',
    calls: ['POST /report/sales/member_options'],
  },
];
