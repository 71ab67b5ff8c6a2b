import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { canAccess } from '../routes.js';
import { allowedActions, checkTransition, defineDocument, transitionTable } from './define-document.js';
import { memberApproval } from './member-approval.js';

const order = (transitions: Parameters<typeof defineDocument>[0]['transitions']) =>
  defineDocument({
    name: 'order',
    label: 'Pesanan',
    key: 'order_id',
    stateField: 'status',
    header: z.object({ order_id: z.number() }),
    states: [
      { value: 'draft', label: 'Draf', color: 'default' },
      { value: 'posted', label: 'Diposting', color: 'green' },
    ],
    initial: 'draft',
    editable: ['draft'],
    transitions,
  });

describe('defineDocument', () => {
  it('refuses a machine naming an unknown state, a repeated action, an unknown permission, a reason or a series without a field', () => {
    const post = { action: 'post', from: ['draft'], to: 'posted', permission: 'kontakUpdate', label: 'Posting', done: 'Diposting', confirm: 'Posting?' };
    expect(() => order([post])).not.toThrow();
    expect(() => order([{ ...post, to: 'paid' }])).toThrow('post: paid is not a state');
    expect(() => order([post, post])).toThrow('action post is declared twice');
    expect(() => order([{ ...post, permission: 'noSuchRoute' }])).toThrow('permission noSuchRoute is not a route');
    expect(() => order([{ ...post, reason: { label: 'Alasan', max: 100 } }])).toThrow('no reasonField');
    expect(() => defineDocument({ ...order([post]), series: SERIES.purchase_order })).toThrow('a series without a numberField');
  });
});

describe('member approval machine', () => {
  const admin = { roles: ['superadmin'], groupType: 'superuser', privileges: [] };
  const clerk = { roles: ['superadmin'], groupType: 'superuser', privileges: ['verifikasi', 'kontakUpdate'] };

  it('offers approve and reject on a pending contact to a holder of verifikasiApprovalUpdate only', () => {
    expect(allowedActions(memberApproval, 'pending', (p) => canAccess(admin, p)).map((t) => t.action)).toEqual(['approve', 'reject']);
    expect(allowedActions(memberApproval, 'pending', (p) => canAccess(clerk, p))).toEqual([]);
  });

  it('offers nothing on an approved or rejected contact', () => {
    for (const state of ['approved', 'rejected']) expect(allowedActions(memberApproval, state, () => true)).toEqual([]);
  });

  it('checkTransition agrees with the table for every state and action, with the Indonesian refusal', () => {
    const table = transitionTable(memberApproval);
    expect(table).toHaveLength(memberApproval.states.length * memberApproval.transitions.length);
    for (const { state, action, transition } of table) {
      const check = checkTransition(memberApproval, state, action);
      if (transition) expect(check).toEqual({ ok: true, transition });
      else expect(check).toEqual({ ok: false, reason: 'not_allowed', message: 'Kontak ini tidak sedang menunggu persetujuan' });
    }
    expect(checkTransition(memberApproval, 'pending', 'post')).toMatchObject({ ok: false, reason: 'unknown_action' });
  });

  it('words the generic refusal with the state and action labels', () => {
    const post = { action: 'post', from: ['draft'], to: 'posted', permission: 'kontakUpdate', label: 'Posting', done: 'Diposting', confirm: 'Posting?' };
    expect(checkTransition(order([post]), 'posted', 'post')).toMatchObject({ message: 'Pesanan berstatus Diposting: aksi Posting tidak diizinkan' });
  });

  it('types the header from the shared schema', () => {
    const row = memberApproval.header.parse({
      member_id: 1,
      member_code: null,
      member_name: 'A',
      member_phone: '0812',
      member_approval: 'pending',
      member_reject_reason: null,
    });
    expect(row.member_approval).toBe('pending');
  });
});
