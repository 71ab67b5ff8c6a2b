import { SELECT_SEARCH } from '@bo/contract';
import { Button, Input, type InputRef, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type MemberRow, searchCustomers } from '../order/api/search-customers';

export type CashierMember = MemberRow;

/**
 * The cashier's member search (F6 focuses it): 3 characters or more search the contacts by name or
 * phone (/member/index, the order form's look-up), ↑ ↓ move, Enter picks, Esc clears the text and,
 * when the text is empty, the chosen member. The chosen member shows under it.
 */
export function MemberSearch(props: {
  inputRef: React.Ref<InputRef>;
  member: CashierMember | null;
  onPick: (m: CashierMember | null) => void;
  error?: string;
}) {
  const { member, onPick } = props;
  const [text, setText] = useState('');
  const [rows, setRows] = useState<CashierMember[] | null>(null);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const search = async (s: string) => {
    const n = ++seq.current;
    setSearching(true);
    try {
      const found = (await searchCustomers(s, true)).map((o) => o.member);
      if (n === seq.current) {
        setRows(found);
        setActive(0);
      }
    } catch {
      if (n === seq.current) setRows([]);
    } finally {
      if (n === seq.current) setSearching(false);
    }
  };
  const reset = () => {
    if (timer.current) clearTimeout(timer.current);
    seq.current++;
    setText('');
    setRows(null);
    setSearching(false);
  };
  const pick = (m: CashierMember) => {
    reset();
    onPick(m);
  };

  const onChange = (s: string) => {
    setText(s);
    if (timer.current) clearTimeout(timer.current);
    if (s.trim().length < SELECT_SEARCH.minChars) {
      seq.current++;
      setRows(null);
      setSearching(false);
      return;
    }
    timer.current = setTimeout(() => void search(s.trim()), SELECT_SEARCH.debounceMs);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && rows?.length) {
      e.preventDefault();
      setActive((a) => Math.min(rows.length - 1, a + 1));
    } else if (e.key === 'ArrowUp' && rows?.length) {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (rows?.length && !searching) pick(rows[Math.min(active, rows.length - 1)]);
      else if (text.trim().length >= SELECT_SEARCH.minChars && !searching) {
        if (timer.current) clearTimeout(timer.current);
        void search(text.trim());
      }
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text || rows) reset();
      else if (member) onPick(null);
    }
  };

  return (
    <div className="cashier-member">
      <div className="cashier-member-box">
        <Input
          ref={props.inputRef}
          className="cashier-member-search"
          aria-label="Cari member"
          autoComplete="off"
          status={props.error ? 'error' : undefined}
          placeholder={member ? 'Ganti member: nama / telepon (F6)' : 'Cari member: nama / telepon (F6)'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setRows(null)}
          suffix={searching ? <Spin size="small" /> : <span />}
        />
        {rows && (
          <div className="cashier-member-list" role="listbox" aria-label="Member">
            {rows.length === 0 ? (
              <div className="cashier-member-none">Member tidak ditemukan</div>
            ) : (
              rows.map((m, i) => (
                <div
                  key={m.member_id}
                  role="option"
                  aria-selected={i === active}
                  tabIndex={-1}
                  className={`cashier-member-option${i === active ? ' active' : ''}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(m)}
                  onKeyDown={() => undefined}
                >
                  <b>{m.member_name}</b>
                  <small>
                    {m.member_phone ?? '-'}
                    {m.member_type_name ? ` · ${m.member_type_name}` : ''}
                  </small>
                </div>
              ))
            )}
          </div>
        )}
      </div>
      {props.error && (
        <div className="cashier-field-error cashier-member-error" role="alert">
          {props.error}
        </div>
      )}
      {member && (
        <div className="cashier-member-card">
          <div className="cashier-member-info">
            <b className="cashier-member-name">{member.member_name}</b>
            <span>
              <span className="cashier-member-phone">{member.member_phone ?? '-'}</span>
              {' · '}
              <span className="cashier-member-type">{member.member_type_name ?? 'Tanpa tipe member'}</span>
            </span>
          </div>
          <Button className="cashier-touch cashier-member-clear" aria-label="Hapus member" onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(null)}>
            ✕
          </Button>
        </div>
      )}
    </div>
  );
}
