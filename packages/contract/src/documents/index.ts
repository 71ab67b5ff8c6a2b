export * from './define-document.js';
export * from './goods-receipt.js';
export * from './member-approval.js';
export * from './member-approval-states.js';
export * from './purchase-order.js';
export * from './retur-supplier.js';
export * from './stock-transfer.js';
export * from './stock-transfer-states.js';
