import { CHECKUP_FORMS, CHECKUP_REPORT_TYPES, NOTA_TYPES, resourceByKey } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../platform/call.js';
import { checkupCategoryOptions } from './lookup/queries.js';

/** The option lists of the checkup and format pages (spec-2 §7.1). */
export function registerLookupRoutes(app: FastifyInstance) {
  const checkup = resourceByKey('checkup');
  const tags = [checkup.title];
  const options = (list: readonly { value: string; label: string }[], key: string) =>
    list.map((o) => ({ [`${key}_id`]: o.value, [`${key}_name`]: o.label, value: o.value, label: o.label }));

  defineCall(app, {
    method: 'GET',
    url: '/custom/master/checkup/list_category',
    access: { permission: checkup.permission.list },
    tags,
    summary: 'Kategori pemeriksaan untuk pilihan',
    handler: async ({ tx }) => ok(await checkupCategoryOptions(tx)),
  });
  const fixedLists = [
    { url: '/custom/master/checkup/list_report_type', summary: 'Jenis laporan pemeriksaan', list: CHECKUP_REPORT_TYPES, key: 'report_type' },
    { url: '/custom/master/checkup/list_nota_type', summary: 'Jenis nota', list: NOTA_TYPES, key: 'nota_type' },
    { url: '/custom/master/checkup/list_form', summary: 'Formulir pemeriksaan', list: CHECKUP_FORMS, key: 'form' },
  ];
  for (const l of fixedLists) {
    defineCall(app, {
      method: 'GET',
      url: l.url,
      access: { permission: checkup.permission.list },
      tags,
      summary: l.summary,
      handler: async () => ok(options(l.list, l.key)),
    });
  }
  defineCall(app, {
    method: 'POST',
    url: '/custom/master/format/jenis_nota',
    access: { permission: resourceByKey('format').permission.list },
    tags: [resourceByKey('format').title],
    summary: 'Jenis nota untuk format nomor',
    handler: async () => ok(options(NOTA_TYPES, 'jenis_nota')),
  });
}
