import { call } from './client';

/** POST /account/update_gudang_active: the warehouse the session works in (0 = every warehouse). */
export const updateActiveWarehouse = (gudangId: number) => call('POST', '/account/update_gudang_active', { gudang_id: gudangId });
