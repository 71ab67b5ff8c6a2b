import { describe, expect, it } from 'vitest';
import {
  actionDoneLabel,
  defineDocument,
  EDIT_ACTION,
  entryOf,
  isEditableState,
  notEditableMessage,
  stateValues,
  statusFilterMessage,
} from './define-document.js';
import { DOCUMENTS, documentByName, statusFilterSchema } from './registry.js';
import { salesOrder } from './sales-order.js';
import { stockOpname } from './stock-count.js';
import { stockTransfer } from './stock-transfer.js';
import { z } from 'zod';

describe('documents declared whole', () => {
  it('names each document once', () => {
    const names = DOCUMENTS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const d of DOCUMENTS) expect(documentByName(d.name)).toBe(d);
  });

  it('gives every document an entry in one of its states, editable states of its machine and a past tense for every move', () => {
    for (const d of DOCUMENTS) {
      const entry = entryOf(d);
      expect(entry.states.length, d.name).toBeGreaterThan(0);
      for (const s of [...entry.states, ...d.editable]) expect(stateValues(d), d.name).toContain(s);
      for (const t of d.transitions) expect(t.done, `${d.name}.${t.action}`).toMatch(/\S/);
    }
  });

  it('a status filter accepts exactly the states of its machine', () => {
    for (const d of DOCUMENTS) {
      const filter = statusFilterSchema(d);
      for (const s of stateValues(d)) expect(filter.safeParse(s).success, `${d.name}: ${s}`).toBe(true);
      const wrong = filter.safeParse('bukan_status');
      expect(wrong.success).toBe(false);
      expect(wrong.error?.issues[0]?.message).toBe(statusFilterMessage(d));
    }
    expect(statusFilterMessage(stockTransfer)).toBe('Status harus salah satu dari: waiting, in_transit, received, rejected');
  });

  it('labels logged actions in the past tense: the entry, an edit and each transition', () => {
    expect(actionDoneLabel(salesOrder, 'create')).toBe('Dibuat');
    expect(actionDoneLabel(salesOrder, EDIT_ACTION.action)).toBe('Diubah');
    expect(actionDoneLabel(salesOrder, 'pick')).toBe('Diproses');
    expect(actionDoneLabel(stockTransfer, 'approve')).toBe('Disetujui');
    expect(actionDoneLabel(stockOpname, 'post')).toBe('Diposting');
    expect(actionDoneLabel(stockTransfer, 'unknown')).toBe('unknown');
  });

  it('answers whether a state is editable and words the refusal', () => {
    expect(isEditableState(salesOrder, 'baru')).toBe(true);
    expect(isEditableState(salesOrder, 'siap_dikirim')).toBe(false);
    expect(isEditableState(stockOpname, 'posted')).toBe(false);
    expect(notEditableMessage(salesOrder, 'dikirim')).toBe('Tagihan hanya dapat diubah selama berstatus Baru atau Menunggu Persetujuan Diskon');
    expect(notEditableMessage(stockTransfer, 'received')).toBe('Transfer stok berstatus Diterima tidak dapat diubah');
  });

  it('refuses an editable or entry state outside the machine', () => {
    const base = {
      name: 'x',
      label: 'X',
      key: 'x_id',
      stateField: 'status',
      header: z.object({ x_id: z.number() }),
      states: [{ value: 'a', label: 'A', color: 'blue' }],
      initial: 'a',
      transitions: [],
    } as const;
    expect(() => defineDocument({ ...base, editable: ['b' as 'a'] })).toThrow('editable: b is not a state');
    expect(() => defineDocument({ ...base, editable: [], entry: { action: 'create', done: 'Dibuat', states: ['c' as 'a'] } })).toThrow(
      'entry: c is not a state',
    );
  });
});
