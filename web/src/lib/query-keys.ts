/**
 * One query-key factory per resource. Keys nest, so invalidating a prefix reaches everything below it:
 * `keys.all` ⊃ `keys.lists()` ⊃ `keys.list(filters)`, and `keys.details()` ⊃ `keys.detail(id)`.
 * A mutation invalidates `lists()` (every page and filter of that list) and leaves other resources alone.
 */
export function createQueryKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (filters: object = {}) => [...all, 'list', filters] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
    /** A named read of the resource that is neither its list nor one row (a setting, a sync state). */
    item: (name: string, ...args: unknown[]) => [...all, name, ...args] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys>;

// The resources of the hand-written areas. The master areas get theirs from their definition's key (resourceKeys).
export const userKeys = createQueryKeys('user');
export const groupKeys = createQueryKeys('group');
export const warehouseKeys = createQueryKeys('warehouse');
export const sessionKeys = createQueryKeys('session');
export const configKeys = createQueryKeys('config');
export const companyKeys = createQueryKeys('company');
export const profileKeys = createQueryKeys('profile');
export const productKeys = createQueryKeys('product');
export const productPackageKeys = createQueryKeys('product_package');

const masterKeys = new Map<string, QueryKeys>();
/** The key factory of a master area (ResourceDef.key), one instance per area. */
export function resourceKeys(key: string): QueryKeys {
  let k = masterKeys.get(key);
  if (!k) {
    k = createQueryKeys(`master:${key}`);
    masterKeys.set(key, k);
  }
  return k;
}
export const stockOpnameKeys = createQueryKeys('stock_opname');
