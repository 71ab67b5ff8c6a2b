/**
 * The money rules of the documents, once for the server's commands and the screens' previews (issue 21
 * item 5): a line's money, a document's totals with its order discount, shipping and PPN, the sales
 * discount limit and a goods receipt's value. Whole rupiah, rounded as the server stores them.
 */
export * from './line.js';
export * from './totals.js';
export * from './discount-limit.js';
export * from './receipt.js';
export * from './customer-return.js';
