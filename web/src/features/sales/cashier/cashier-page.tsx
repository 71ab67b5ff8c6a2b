import { type CashierShiftSummary, discountLimitOf } from '@bo/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfigValue } from '../../../lib/config';
import { useCurrentShift, usePaymentMethods } from './api/cashier-api';
import { CartLines } from './cashier-cart';
import { ConfirmPaymentModal } from './cashier-confirm-modal';
import { CustomerField } from './cashier-customer';
import { PaymentPanel } from './cashier-payment-panel';
import { ReceiptModal } from './cashier-receipt-modal';
import { cashierSaleBody } from './cashier-sale-body';
import { ScanBox } from './cashier-scan-box';
import { CloseShiftModal, OpenShiftPanel } from './cashier-shift-panels';
import { CashierShortcuts } from './cashier-shortcuts';
import { CashierStyle } from './cashier-style';
import { SaleTopbar } from './cashier-topbar';
import { SaleTotals } from './cashier-totals';
import { RECEIPT_CSS } from './receipt-css';
import { useCashierCart } from './use-cashier-cart';
import { useCashierCustomer } from './use-cashier-customer';
import { useCashierFocus } from './use-cashier-focus';
import { useCashierKeys } from './use-cashier-keys';
import { useCashierPayment } from './use-cashier-payment';
import { useScanQueue } from './use-scan-queue';

/**
 * Penjualan › Kasir (/sale/kasir): sales on a cashier's open shift, to a walk-in customer or (where
 * kasir_add_customer = '1') a member chosen by F6, priced by its member type; cash, or another method
 * with the receiving account of Kas & Bank.
 */
export function CashierPage() {
  const current = useCurrentShift();
  const navigate = useNavigate();
  if (current.isLoading || !current.data)
    return (
      <div className="cashier-page cashier-loading">
        <CashierStyle />
        <Spin size="large" />
      </div>
    );
  return (
    <div className="cashier-page">
      <CashierStyle />
      {current.data.shift ? (
        <SaleScreen shift={current.data.shift} onShiftChange={() => current.refetch()} onExit={() => navigate('/')} />
      ) : (
        <div className="cashier-center">
          <div className="cashier-topbar">
            <strong>Kasir</strong>
            <Button className="cashier-touch cashier-exit" onClick={() => navigate('/')}>
              Keluar
            </Button>
          </div>
          <OpenShiftPanel current={current.data} onOpened={() => current.refetch()} />
        </div>
      )}
    </div>
  );
}

/**
 * One sale after another on the open shift. The concerns live in their hooks (cart, scan queue,
 * customer, payment, keys); this screen lays them out and starts the next sale.
 */
function SaleScreen(props: { shift: CashierShiftSummary; onShiftChange: () => void; onExit: () => void }) {
  const { shift } = props;
  const allows = {
    discount: useConfigValue('kasir_discount').data === '1',
    manual: useConfigValue('kasir_price_manual').data === '1',
    customer: useConfigValue('kasir_add_customer').data === '1',
  };
  // the methods the server takes at the cashier (komponen/payment `cashier`; COD and Tempo are not)
  const methods = (usePaymentMethods().data ?? []).filter((p) => p.cashier);
  // configuration sales_discount_limit: a cashier sale cannot wait for an approval, so a discount above it is refused
  const discountLimit = discountLimitOf(useConfigValue('sales_discount_limit').data);
  const [closing, setClosing] = useState(false);

  const focus = useCashierFocus();
  const cart = useCashierCart(shift.gudang_id, allows.discount);
  const scan = useScanQueue(cart.add);
  const customer = useCashierCustomer(cart.priceFor);
  const { total } = cart.totals;
  const payment = useCashierPayment({
    methods,
    total,
    hasLines: cart.lines.length > 0,
    waiting: cart.pricing > 0 || scan.searching,
    focus,
    body: (paid) =>
      cashierSaleBody({
        shift,
        allows,
        lines: cart.lines,
        orderDiscount: cart.totals.discount,
        member: customer.member,
        customerName: customer.name,
        customerPhone: customer.phone,
        payment: paid,
      }),
    onShiftChange: props.onShiftChange,
    onMemberError: customer.setMemberError,
  });

  const newSale = () => {
    payment.reset();
    cart.reset();
    customer.reset();
    focus.focusScan();
  };
  useCashierKeys({ focus, payment, closing, openCloseShift: () => setClosing(true), newSale });

  return (
    <div className="cashier-screen">
      <SaleTopbar shift={shift} onCloseShift={() => setClosing(true)} onExit={props.onExit} />
      <div className="cashier-body">
        <div className="cashier-main">
          <ScanBox scan={scan} cart={cart} inputRef={focus.scan} />
          <CartLines cart={cart} allowManual={allows.manual} allowDiscount={allows.discount} />
          <CashierShortcuts />
        </div>
        <div className="cashier-side">
          <CustomerField
            allowCustomer={allows.customer}
            customer={customer}
            memberRef={focus.member}
            onPick={(m) => {
              customer.choose(m);
              if (m) focus.focusScan();
            }}
          />
          <SaleTotals cart={cart} allowDiscount={allows.discount} discountLimit={discountLimit} discountRef={focus.discount} />
          <PaymentPanel payment={payment} total={total} hasLines={cart.lines.length > 0} focus={focus} />
        </div>
      </div>

      <ConfirmPaymentModal
        payment={payment}
        total={total}
        member={customer.member}
        afterClose={() => {
          if (!payment.hasReceipt()) focus.focusScan();
        }}
        onCancel={() => {
          payment.cancelConfirm();
          focus.focusScan();
        }}
      />
      <ReceiptModal payment={payment} shift={shift} member={customer.member} onNewSale={newSale} afterClose={focus.focusScan} />
      <CloseShiftModal
        shiftId={shift.shift_id}
        afterClose={focus.focusScan}
        open={closing}
        onClose={() => {
          setClosing(false);
          focus.focusScan();
        }}
        onClosed={() => {
          setClosing(false);
          props.onShiftChange();
        }}
      />
      <style>{RECEIPT_CSS}</style>
    </div>
  );
}
