import { describe, expect, it } from 'vitest';
import { accessSummary, groupAccess, privilegeTree, searchTree, treeKeys } from './group-access';

describe('what a group can do', () => {
  it("counts what the role grants: a seeded staff group is never '0 izin'", () => {
    const a = groupAccess({ group_name: 'SPV Sales', group_type: 'staff', privileges: [] });
    expect(a.fromRoles.has('kontak')).toBe(true);
    expect(a.effective.has('kontak')).toBe(true);
    expect(a.effective.has('users')).toBe(false);
    expect(a.fromRoles.size).toBeGreaterThan(0);
    expect(accessSummary(a)).toMatch(/^\d+ izin \(\d+ dari peran\)$/);
    expect(accessSummary(a)).not.toMatch(/^0 izin/);
  });

  it('adds explicit privileges on top of the role', () => {
    const a = groupAccess({ group_name: 'SPV Sales', group_type: 'staff', privileges: ['users'] });
    expect(a.effective.has('users')).toBe(true);
    expect(accessSummary(a)).toMatch(/, 1 tambahan\)$/);
  });

  it('a custom group has only its explicit privileges; a superuser group with none has everything', () => {
    const custom = groupAccess({ group_name: 'Staf Kontak', group_type: 'staff', privileges: ['dashboard', 'kontak'] });
    expect([...custom.effective].sort()).toEqual(['dashboard', 'kontak']);
    expect(accessSummary(custom)).toBe('2 izin');
    const su = groupAccess({ group_name: 'superuser', group_type: 'superuser', privileges: [] });
    expect(su.all).toBe(true);
    expect(accessSummary(su)).toBe('Semua akses');
    const limited = groupAccess({ group_name: 'superuser', group_type: 'superuser', privileges: ['users'] });
    expect([...limited.effective]).toEqual(['users']);
  });

  it('marks role-granted nodes in the tree and searches it by title', () => {
    const a = groupAccess({ group_name: 'SPV Sales', group_type: 'staff', privileges: [] });
    const tree = privilegeTree(a.fromRoles);
    const kontak = tree.find((n) => n.key === 'kontakGroup')?.children?.find((n) => n.key === 'kontak');
    expect(kontak?.fromRole).toBe(true);
    const found = searchTree(tree, 'peran');
    // 'Peran' under Pengaturan, with its ancestor
    expect(found.map((n) => n.key)).toEqual(['configure']);
    expect(treeKeys(found)).toContain('groups');
    expect(treeKeys(found)).not.toContain('users');
    expect(searchTree(tree, '  ')).toBe(tree);
  });
});
