import { resourceByKey } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import { listResource } from '../../../platform/resource/resource-query.js';

const category = resourceByKey('checkup_category');

/** The checkup categories for a select, by name (at most 500; no count). */
export const checkupCategoryOptions = async (tx: Tx) =>
  (await listResource(tx, category, { perPage: 500, sort: { field: 'checkup_category_name', type: 'asc' } }, undefined, 'none')).data;
