/**
 * Labelled sections of the 'Pengaturan' menu (about 47 pages): the portal page and the sidebar show
 * its pages grouped under these titles, in this order. Keyed by route name of the route table.
 */
export const SETTINGS_SECTIONS: readonly { title: string; names: readonly string[] }[] = [
  { title: 'Umum', names: ['portalPengaturan', 'system', 'theme', 'company', 'listCompanyPage', 'uploadImageUtil', 'menu'] },
  { title: 'Pengguna & Akses', names: ['users', 'groups', 'karyawan', 'divisi', 'jabatanData'] },
  {
    title: 'Penjualan & Kasir',
    names: ['penguranganStok', 'hargaTermasukPpn', 'ppnJual', 'catatanTagihan', 'pengaturanKasir', 'shiftData', 'formatNota', 'pengaturanMidtrans'],
  },
  {
    title: 'Data Master',
    names: ['masterMemberType', 'supplierData', 'npwpData', 'masterKemasan', 'categoryData', 'masterBrand', 'ekspedisiData', 'masterArea', 'masterTag'],
  },
  {
    title: 'Layanan Kesehatan',
    names: ['dokter', 'swamedikasi', 'asuransi', 'golonganDarah', 'checkup', 'checkupCategory', 'checkupPrice', 'icd', 'hospital', 'rs', 'pasien', 'gastritis'],
  },
  {
    title: 'Integrasi',
    names: ['pengaturanKiriminaja', 'pengaturanGoogleMaps', 'kledo', 'akuntansi', 'broadcast', 'whatsapp'],
  },
];

const SECTION_OF = new Map(SETTINGS_SECTIONS.flatMap((s) => s.names.map((n) => [n, s.title] as const)));

/** Title of the settings section a route belongs to ('Lainnya' for one not listed). */
export function settingsSectionOf(name: string): string {
  return SECTION_OF.get(name) ?? 'Lainnya';
}

/** Items grouped by section, in the sections' order; empty sections dropped. */
export function groupBySection<T extends { name: string }>(items: readonly T[]): { title: string; items: T[] }[] {
  const order = [...SETTINGS_SECTIONS.map((s) => s.title), 'Lainnya'];
  const groups = new Map<string, T[]>(order.map((t) => [t, []]));
  for (const it of items) groups.get(settingsSectionOf(it.name))?.push(it);
  return order.map((title) => ({ title, items: groups.get(title) ?? [] })).filter((g) => g.items.length > 0);
}
