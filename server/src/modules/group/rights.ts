import { canAccess, GROUP_TYPE, PERMISSION_NAMES } from '@bo/contract';
import type { Actor } from '../../platform/command.js';

/**
 * Delegated rights: nobody grants, assigns or edits more than they hold. A group's rights are the
 * permissions canAccess() opens for it (its route roles and its privileges; for a superuser-type
 * group its privileges, empty = all). Only a superuser creates, edits, moves into, deactivates or
 * resets a superuser-type group or account, and no group edits its own privileges.
 */

export interface GroupRights {
  group_id?: number;
  group_name: string;
  group_type: string;
  privileges: string[] | string;
}

export const SUPERUSER_ONLY = 'Hanya superuser yang dapat mengubah peran atau akun superuser';
export const EXCEEDS_OWN = 'Peran ini memiliki hak akses yang tidak Anda miliki';
export const OWN_PRIVILEGES = 'Hak akses peran Anda sendiri tidak dapat Anda ubah';

const privilegesOf = (g: GroupRights) => (typeof g.privileges === 'string' ? (JSON.parse(g.privileges) as string[]) : (g.privileges ?? []));

/** Every permission a group opens. */
export function permissionsOfGroup(g: GroupRights): Set<string> {
  const subject = { roles: [g.group_name], groupType: g.group_type, privileges: privilegesOf(g) };
  return new Set(PERMISSION_NAMES.filter((p) => canAccess(subject, p)));
}

/** Every permission the caller holds. */
export function permissionsOfCaller(actor: Actor): Set<string> {
  const subject = { roles: actor.roles, groupType: actor.groupType, privileges: actor.privileges };
  return new Set(PERMISSION_NAMES.filter((p) => canAccess(subject, p)));
}

/** Permissions the group opens that the caller does not hold. */
export function beyondCaller(actor: Actor, g: GroupRights): string[] {
  const own = permissionsOfCaller(actor);
  return [...permissionsOfGroup(g)].filter((p) => !own.has(p));
}

const isSuperuserGroup = (g: GroupRights) => g.group_type === GROUP_TYPE.superuser;

/** Why the caller may not act on (edit, assign to, deactivate) this group, or undefined. */
export function groupRefusal(actor: Actor, g: GroupRights): string | undefined {
  if (isSuperuserGroup(g) && actor.groupType !== GROUP_TYPE.superuser) return SUPERUSER_ONLY;
  if (beyondCaller(actor, g).length > 0) return EXCEEDS_OWN;
  return undefined;
}
