import { describe, expect, it } from 'vitest';
import { checkPrivilege } from './privilege';

describe('privilege check', () => {
  it("throws 'need roles!' without roles", () => {
    expect(() => checkPrivilege([], { privileges: ['x'], group_type: 'staff' })).toThrow('need roles!');
    expect(() => checkPrivilege(undefined, { privileges: ['x'], group_type: 'staff' })).toThrow('need roles!');
  });
  it('allows everything to a user with no privileges at all', () => {
    expect(checkPrivilege(['users'], { privileges: [], group_type: 'staff' })).toBe(true);
  });
  it('compares privileges plus group_type', () => {
    expect(checkPrivilege(['users'], { privileges: ['groups'], group_type: 'staff' })).toBe(false);
    expect(checkPrivilege(['users'], { privileges: ['users'], group_type: 'staff' })).toBe(true);
    expect(checkPrivilege(['superuser'], { privileges: ['groups'], group_type: 'superuser' })).toBe(true);
  });
});
