import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

/** POST /karyawan/update_admin_login: links an employee to a login account of this company (0 = none). */
export const updateKaryawanLogin = (input: { karyawan_id: number; admin_id: number }) => call('POST', '/karyawan/update_admin_login', { ...input });

export function useUpdateKaryawanLogin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateKaryawanLogin, onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys('karyawan').lists() }) });
}
