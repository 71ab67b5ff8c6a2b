import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryKeys, groupKeys, resourceKeys, userKeys } from './query-keys';

describe('query-key factories', () => {
  it('nest every key of a resource under its name', () => {
    const k = createQueryKeys('thing');
    expect(k.all).toEqual(['thing']);
    expect(k.lists()).toEqual(['thing', 'list']);
    expect(k.list({ page: 2 })).toEqual(['thing', 'list', { page: 2 }]);
    expect(k.detail(7)).toEqual(['thing', 'detail', 7]);
    expect(k.item('options', 500)).toEqual(['thing', 'options', 500]);
  });

  it('give a master area one factory, apart from the hand-written resources', () => {
    expect(resourceKeys('merk')).toBe(resourceKeys('merk'));
    expect(resourceKeys('merk').all).not.toEqual(userKeys.all);
  });

  it('invalidating lists() reaches every page and filter of that list and nothing else', async () => {
    const qc = new QueryClient();
    const seeded = [
      userKeys.list({ page: 1, columnFilters: {} }),
      userKeys.list({ page: 2, columnFilters: { search: 'budi' } }),
      userKeys.detail(3),
      groupKeys.list({ page: 1 }),
      resourceKeys('merk').list({ page: 1 }),
    ];
    for (const key of seeded) qc.setQueryData(key, { seeded: true });
    await qc.invalidateQueries({ queryKey: userKeys.lists() });
    const stale = seeded.filter((key) => qc.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
    expect(stale).toEqual([JSON.stringify(seeded[0]), JSON.stringify(seeded[1])]);
  });

  it('invalidating all reaches lists and details of that resource only', async () => {
    const qc = new QueryClient();
    for (const key of [userKeys.list({}), userKeys.detail(1), groupKeys.detail(1)]) qc.setQueryData(key, 1);
    await qc.invalidateQueries({ queryKey: userKeys.all });
    expect(qc.getQueryState(userKeys.list({}))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(userKeys.detail(1))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(groupKeys.detail(1))?.isInvalidated).toBe(false);
  });
});
