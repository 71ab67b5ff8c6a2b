import { MSG } from '@bo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfileQuery } from '../lib/session';

export interface PrivilegeSubject {
  privileges: string[];
  group_type: string;
}

/**
 * The privilege check of spec-1 §6: compares privileges plus group_type with the allowed list.
 * Throws 'need roles!' without a list; a user with no privileges at all is allowed everything.
 */
export function checkPrivilege(allowed: string[] | undefined, subject: PrivilegeSubject | undefined): boolean {
  if (!allowed || !Array.isArray(allowed) || allowed.length === 0) throw new Error(MSG.needRoles);
  if (!subject) return false;
  if (!subject.privileges || subject.privileges.length === 0) return true;
  return [...subject.privileges, subject.group_type].some((p) => allowed.includes(p));
}

export function usePrivilege(allowed: string[]): boolean {
  const { data } = useProfileQuery();
  return checkPrivilege(allowed, data);
}

/** Renders its children only when allowed. */
export function Privilege({ allowed, children, fallback = null }: { allowed: string[]; children: ReactNode; fallback?: ReactNode }) {
  return usePrivilege(allowed) ? children : fallback;
}

/** A show-data link that becomes plain text when not allowed. */
export function ShowDataLink({ allowed, to, children }: { allowed: string[]; to: string; children: ReactNode }) {
  return usePrivilege(allowed) ? <Link to={to}>{children}</Link> : <span>{children}</span>;
}
