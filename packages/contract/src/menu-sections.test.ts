import { describe, expect, it } from 'vitest';
import { groupBySection, SETTINGS_SECTIONS, settingsSectionOf } from './menu-sections.js';
import { ROUTES } from './routes.js';

const settingsPages = () => (ROUTES.find((r) => r.name === 'configure')?.children ?? []).filter((r) => !r.hidden);

describe('sections of Pengaturan', () => {
  it('puts every settings page of the menu in a labelled section, once', () => {
    const names = settingsPages().map((r) => r.name);
    expect(names.length).toBeGreaterThan(40);
    for (const n of names) expect(settingsSectionOf(n), n).not.toBe('Lainnya');
    const listed = SETTINGS_SECTIONS.flatMap((s) => s.names);
    expect(new Set(listed).size).toBe(listed.length);
    // a few sections, none too long to scan
    expect(SETTINGS_SECTIONS.length).toBeLessThanOrEqual(7);
    for (const s of SETTINGS_SECTIONS) expect(s.names.length).toBeLessThanOrEqual(13);
  });
  it('groups in section order and keeps unknown pages under Lainnya', () => {
    const g = groupBySection([{ name: 'groups' }, { name: 'system' }, { name: 'x' }, { name: 'users' }]);
    expect(g.map((s) => s.title)).toEqual(['Umum', 'Pengguna & Akses', 'Lainnya']);
    expect(g[1].items.map((i) => i.name)).toEqual(['groups', 'users']);
  });
});
