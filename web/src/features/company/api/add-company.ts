import type { AddCompanyInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import type { Company } from '../../../lib/company';
import { companyKeys } from '../../../lib/query-keys';

/** POST /registration/add_company: another company for the logged-in user. */
export const addCompany = (input: AddCompanyInput) => post<Company>('/registration/add_company', { ...input });

export function useAddCompany() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addCompany, onSuccess: () => qc.invalidateQueries({ queryKey: companyKeys.lists() }) });
}
