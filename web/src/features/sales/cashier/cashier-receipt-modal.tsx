import type { CashierShiftSummary } from '@bo/contract';
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useGeneralConfig } from '../../../lib/config';
import { formatRupiah } from '../../../lib/format-number';
import type { CashierMember } from './cashier-member-search';
import type { ReceiptMeta, ReceiptPaper } from './print-cashier-receipt';
import type { CashierPayment } from './use-cashier-payment';

/**
 * The stored sale: the change (or the method's amount, or 'belum lunas' for a method verified later),
 * the paper (58 mm, 80 mm, A4; remembered on this device), the receipt as it prints, Cetak and
 * Transaksi Baru (Enter).
 */
export function ReceiptModal(props: {
  payment: CashierPayment;
  shift: CashierShiftSummary;
  member: CashierMember | null;
  onNewSale: () => void;
  afterClose: () => void;
}) {
  const { payment } = props;
  const { receipt } = payment;
  const company = useGeneralConfig().data;
  const [paper, setPaper] = useState<ReceiptPaper>(() => (localStorage.getItem('cashier_paper') as ReceiptPaper | null) ?? '58');
  const newSaleRef = useRef<HTMLButtonElement>(null);
  /** What the receipt adds to the stored sale: the cashier, the shift, the member's type and the account's name. */
  const meta: ReceiptMeta = {
    cashier: receipt?.created_by_name ?? undefined,
    shift: props.shift.shift_name,
    memberType: receipt?.member_id && props.member?.member_id === receipt.member_id ? (props.member.member_type_name ?? undefined) : undefined,
    bank: payment.bankLabel(receipt?.bank_id),
  };
  return (
    <Modal
      open={receipt !== null}
      destroyOnHidden
      focusTriggerAfterClose={false}
      afterOpenChange={(o) => {
        if (!o) props.afterClose();
      }}
      className="cashier-receipt-modal"
      title={receipt ? `Penjualan ${receipt.invoice_number} tersimpan` : ''}
      onCancel={props.onNewSale}
      width={paper === 'A4' ? 720 : 420}
      footer={[
        <Button
          key="print"
          size="large"
          className="cashier-print cashier-touch"
          onClick={() => {
            if (receipt) void payment.printing.current?.printReceipt(receipt, paper, company, meta);
            // Enter after printing starts the next sale (not a second print).
            newSaleRef.current?.focus();
          }}
        >
          Cetak
        </Button>,
        <Button key="new" ref={newSaleRef} type="primary" size="large" autoFocus className="cashier-new-sale cashier-touch" onClick={props.onNewSale}>
          Transaksi Baru (Enter)
        </Button>,
      ]}
    >
      {receipt && (
        <>
          {receipt.payment_method === 'cash' || !receipt.payment_method ? (
            <div className="cashier-change-box big">
              <span>Kembalian</span>
              <span className="cashier-receipt-change">{formatRupiah(receipt.change_due)}</span>
            </div>
          ) : (
            <div className="cashier-change-box big">
              <span>{payment.methodLabel(receipt.payment_method)}</span>
              {receipt.is_paid ? (
                <span className="cashier-receipt-paid">{formatRupiah(receipt.paid_amount)}</span>
              ) : (
                <span className="cashier-receipt-unpaid">Belum lunas · menunggu verifikasi</span>
              )}
            </div>
          )}
          <div className="cashier-papers">
            {(['58', '80', 'A4'] as const).map((p) => (
              <Button
                key={p}
                className={`cashier-touch cashier-paper-${p}`}
                type={paper === p ? 'primary' : 'default'}
                onClick={() => {
                  setPaper(p);
                  localStorage.setItem('cashier_paper', p);
                }}
              >
                {p === 'A4' ? 'A4' : `${p} mm`}
              </Button>
            ))}
          </div>
          <div className="cashier-receipt-preview">
            {/* The same HTML the print window writes, escaped in receiptBodyHtml. */}
            <div
              className={`cashier-receipt paper-${paper === 'A4' ? '80' : paper}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: every value is escaped by receiptBodyHtml
              dangerouslySetInnerHTML={{
                __html: payment.printing.current?.receiptBodyHtml(receipt, company, meta) ?? '',
              }}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
