import { describe, expect, it } from 'vitest';
import { pageTitle, STATUS_TITLES } from './page-title';

describe('page title of spec-1 §2', () => {
  it('uses the company name as the site title', () => {
    expect(pageTitle('Kas & Bank', 'PT Maju Jaya', 'INVENTORY')).toBe('Kas & Bank - PT Maju Jaya');
  });
  it('falls back to the configured site title, then Admin-VirtualOffice', () => {
    expect(pageTitle('Kas & Bank', '', 'INVENTORY')).toBe('Kas & Bank - INVENTORY');
    expect(pageTitle('Kas & Bank', null)).toBe('Kas & Bank - Admin-VirtualOffice');
  });
  it('status pages have titles of their own (no stale title after a redirect)', () => {
    expect(pageTitle(STATUS_TITLES['/401'], 'PT A')).toBe('Akses Ditolak - PT A');
  });
});
