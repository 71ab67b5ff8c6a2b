import type { UserRow } from '@bo/contract';
import { userKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** Akun: POST /user/index with filters, sort and paging. */
export const useUsers = () => useList<UserRow>(userKeys, '/user/index');
