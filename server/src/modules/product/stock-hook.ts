import type { Tx } from '../../db/client.js';
import { mainHasStockHistory, mainStockSmallUnits } from '../stock/queries.js';

/**
 * Stock of a product (all its variants, all warehouses) in small units, from the stock ledger. The
 * rules that depend on it (product_isi cannot change, a product with stock cannot be deleted) read it here.
 */
export const productStockSmallUnits = (tx: Tx, mainId: number): Promise<number> => mainStockSmallUnits(tx, mainId);

/** Whether the product ever moved in stock: its movements refer to it, so it cannot be deleted. */
export const productHasStockHistory = (tx: Tx, mainId: number): Promise<boolean> => mainHasStockHistory(tx, mainId);
