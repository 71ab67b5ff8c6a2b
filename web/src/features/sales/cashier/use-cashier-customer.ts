import { useState } from 'react';
import type { CashierMember } from './cashier-member-search';

/**
 * The sale's customer: a member chosen by F6 (a contact, sent as member_id; the server prices by its
 * member type), or a walk-in customer's name and phone (where kasir_add_customer = '1').
 */
export function useCashierCustomer(onMemberChange: (memberId: number | undefined) => void) {
  const [member, setMember] = useState<CashierMember | null>(null);
  const [memberError, setMemberError] = useState<string>();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  return {
    member,
    memberError,
    setMemberError,
    name,
    setName,
    phone,
    setPhone,
    choose: (m: CashierMember | null) => {
      setMember(m);
      setMemberError(undefined);
      onMemberChange(m?.member_id);
    },
    reset: () => {
      setName('');
      setPhone('');
      setMember(null);
      setMemberError(undefined);
    },
  };
}

export type CashierCustomer = ReturnType<typeof useCashierCustomer>;
