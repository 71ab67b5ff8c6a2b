import { Input, type InputRef } from 'antd';
import { type CashierMember, MemberSearch } from './cashier-member-search';
import type { CashierCustomer } from './use-cashier-customer';

/** Pelanggan: a member searched by F6, or a walk-in's name and phone; only 'Pelanggan Umum' where kasir_add_customer is off. */
export function CustomerField(props: {
  allowCustomer: boolean;
  customer: CashierCustomer;
  memberRef: React.Ref<InputRef>;
  onPick: (m: CashierMember | null) => void;
}) {
  const { customer } = props;
  return (
    <div className="cashier-field">
      <span className="cashier-label">Pelanggan</span>
      {props.allowCustomer ? (
        <div className="cashier-customer">
          <MemberSearch inputRef={props.memberRef} member={customer.member} onPick={props.onPick} error={customer.memberError} />
          {!customer.member && (
            <div className="cashier-walkin-fields">
              <Input
                className="cashier-customer-name"
                aria-label="Nama pelanggan umum"
                placeholder="Nama (kosong: umum)"
                value={customer.name}
                onChange={(e) => customer.setName(e.target.value)}
              />
              <Input
                className="cashier-customer-phone"
                aria-label="Telepon pelanggan umum"
                placeholder="Telepon"
                value={customer.phone}
                onChange={(e) => customer.setPhone(e.target.value)}
              />
            </div>
          )}
        </div>
      ) : (
        <div className="cashier-walkin">Pelanggan Umum</div>
      )}
    </div>
  );
}
