import type { GroupRow } from '@bo/contract';
import { groupKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** Peran: POST /group/list with filters and paging. */
export const useGroups = () => useList<GroupRow>(groupKeys, '/group/list');
