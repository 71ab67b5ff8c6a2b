import type { FieldDef, ResourcePermissions } from './resource-types.js';

/** The permission names of a master route and its Create/Update/Delete sub-permissions. */
export const perms = (name: string): ResourcePermissions => ({ list: name, create: `${name}Create`, update: `${name}Update`, delete: `${name}Delete` });

export const code = (entity: string, label: string, max = 30): FieldDef => ({
  name: `${entity}_code`,
  label,
  type: 'code',
  required: true,
  max,
  unique: true,
  filter: 'contains',
  search: true,
  sort: true,
});

export const name = (entity: string, label: string, max = 150, unique = false): FieldDef => ({
  name: `${entity}_name`,
  label,
  type: 'text',
  required: true,
  max,
  unique,
  filter: 'contains',
  search: true,
  sort: true,
});

export const note = (entity: string): FieldDef => ({ name: `${entity}_note`, label: 'Keterangan', type: 'textarea', max: 1000 });
