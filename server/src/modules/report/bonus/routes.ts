import { bonusDetailAnswer, bonusDetailFilter, bonusRuleDelete, bonusRuleList, bonusRuleSave, bonusSalesAnswer, bonusSalesFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { deleteBonusRule } from './commands/delete-bonus-rule.js';
import { saveBonusRule } from './commands/save-bonus-rule.js';
import { bonusDetailSheet, bonusSalesSheet } from './export.js';
import { bonusSales, bonusSalesDetail, listBonusRules } from './queries.js';

const tags = ['Laporan Bonus Sales'];
/** Laporan > Bonus Sales (spec-1 §6: superuser, SPV Sales, SPV Finance, Admin Finance); its detail page has the same roles. */
const access = { permission: 'reportBonusSales', orPermissions: ['reportBonusSalesDetail'] } as const;
const ruleAccess = { permission: 'reportBonusRule' } as const;
const filterNote =
  'date_start, date_end (bawaan bulan berjalan s.d. hari ini), gudang_id (0 = semua gudang yang boleh dilihat), seller_id; dasar bonus = penjualan bersih (DPP setelah retur, tanpa PPN)';

/** Bonus Sales (issue 23): per salesperson, the detail of one, the Excel files and the bonus rules. */
export function registerBonusReportRoutes(app: FastifyInstance) {
  const summarySheet = defineExcelExport(app, 'bonus_sales', bonusSalesSheet);
  const detailSheet = defineExcelExport(app, 'bonus_sales_detail', bonusDetailSheet);
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/sales',
    access,
    tags,
    summary: `Bonus per sales pada periode: jumlah tagihan, penjualan, retur, penjualan bersih, aturan yang berlaku dan bonus (${filterNote})`,
    body: bonusSalesFilter,
    data: bonusSalesAnswer,
    handler: async ({ tx, auth, body }) => ok(await bonusSales(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/sales/detail',
    access,
    tags,
    summary: `Tagihan satu sales (seller_id, 0 = tanpa sales) pada periode dengan bagian bonusnya; jumlah bonus tagihan = bonus sales (${filterNote}; page, perPage)`,
    body: bonusDetailFilter,
    data: bonusDetailAnswer,
    handler: async ({ tx, auth, body }) => {
      const { all: _all, ...page } = await bonusSalesDetail(tx, auth, body);
      return ok(page);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/sales/excel',
    access,
    tags,
    summary: `Ekspor Bonus Sales (.xlsx, baris total = total layar); dengan seller_id dan detail=1: tagihan sales itu. ${EXPORT_NOTE}`,
    body: bonusSalesFilter.extend({ detail: z.preprocess((v) => (v === '' || v == null ? 0 : Number(v)), z.number().int().min(0).max(1)) }),
    ...EXPORT_ANSWER,
    handler: (call) => {
      const { detail, ...filter } = call.body;
      if (detail === 1 && filter.seller_id !== undefined) return detailSheet.answer(call, { ...filter, seller_id: filter.seller_id, page: 1, perPage: 20 });
      return summarySheet.answer(call, filter);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/rule/list',
    access,
    tags,
    summary: 'Aturan bonus: per sales, per tipe member (tipe member pelanggan) dan bawaan; persen dari penjualan bersih, target minimal',
    data: bonusRuleList,
    handler: async ({ tx }) => ok({ data: await listBonusRules(tx) }),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/rule/save',
    access: ruleAccess,
    tags,
    summary: 'Simpan aturan bonus (baru tanpa bonus_rule_id): scope seller | member_type | default, ref_id, percent (0–100, 2 desimal), min_target',
    body: bonusRuleSave,
    data: z.object({ bonus_rule_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await saveBonusRule(tx, auth, body), 'Aturan bonus disimpan'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bonus/rule/delete',
    access: ruleAccess,
    tags,
    summary: 'Hapus aturan bonus: penjualan yang dicakupnya beralih ke aturan berikutnya (tipe member, lalu bawaan)',
    body: bonusRuleDelete,
    data: z.object({ bonus_rule_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await deleteBonusRule(tx, auth, body), 'Aturan bonus dihapus'),
  });
}
