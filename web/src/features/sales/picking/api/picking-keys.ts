import { createQueryKeys } from '../../../../lib/query-keys';

/** Query keys of the picking list (Siap Dikirim) and the packing progress. */
export const pickingKeys = createQueryKeys('picking');

/** The answer types come from the contract's schemas (the server checks its answers against them). */
export type { PickingRow, PickLine } from '@bo/contract';
