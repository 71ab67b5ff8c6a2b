/**
 * The states of the member approval document, apart from its zod header so that option lists
 * (resource-options.ts, loaded by the login page) do not pull zod into the first bundle.
 */
export const MEMBER_APPROVAL_STATES = [
  { value: 'approved', label: 'Disetujui', color: 'green' },
  { value: 'pending', label: 'Menunggu Persetujuan', color: 'gold' },
  { value: 'rejected', label: 'Ditolak', color: 'red' },
] as const;
