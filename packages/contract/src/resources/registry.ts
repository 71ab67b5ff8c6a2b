import { CATALOG_RESOURCES } from './catalog-resources.js';
import { HEALTH_RESOURCES } from './health-resources.js';
import { PEOPLE_RESOURCES } from './people-resources.js';

export { memberTemp } from './people-resources.js';
import type { ResourceDef, UsageDef } from './resource-types.js';

export type { FieldDef, FieldOption, FieldType, ResourceCalls, ResourceDef, ResourcePermissions, UsageDef } from './resource-types.js';
export { isImportField, isInputField, isListField, isTextCellField } from './resource-types.js';
export * from './resource-options.js';

/** Every master area, in an order where a referenced resource comes before the ones that refer to it. */
export const RESOURCES: readonly ResourceDef[] = [...CATALOG_RESOURCES, ...HEALTH_RESOURCES, ...PEOPLE_RESOURCES];

export const RESOURCE_BY_KEY: Readonly<Record<string, ResourceDef>> = Object.fromEntries(RESOURCES.map((r) => [r.key, r]));

export function resourceByKey(key: string): ResourceDef {
  const r = RESOURCE_BY_KEY[key];
  if (!r) throw new Error(`unknown resource ${key}`);
  return r;
}

/** The resources whose fields refer to `key` (who blocks a delete). */
export function referencesTo(key: string): { resource: ResourceDef; field: string }[] {
  return RESOURCES.flatMap((r) => r.fields.filter((f) => f.type === 'ref' && f.ref?.resource === key).map((f) => ({ resource: r, field: f.name })));
}

/**
 * Everything that uses a row of the area: the fields of other definitions that refer to it, then the
 * tables its definition declares (`usedBy`). A delete is refused while any of them has a row.
 */
export function usagesOf(def: ResourceDef): UsageDef[] {
  return [...referencesTo(def.key).map((r) => ({ table: r.resource.table, columns: [r.field], label: r.resource.title })), ...(def.usedBy ?? [])];
}
