import { PURCHASE_ORDER_STATES, purchaseOrder, purchaseOrderInternal } from '@bo/contract';
import { message, Select, Tag } from 'antd';
import { useState } from 'react';
import { DocumentActions } from '../../../components/document/document-actions';
import type { GeneralConfig } from '../../../lib/config';
import { printDocument } from '../../../lib/print/document-print';
import {
  bodyOfDetail,
  getPurchaseOrder,
  type PurchaseOrderRow,
  savePurchaseOrder,
  savePurchaseOrderInternal,
  useCancelPurchaseOrder,
  useVendorOptions,
} from './api/purchase-order-api';
import { pemesananPrint } from './print-pemesanan';
import { pemesananInternalPrint } from './print-pemesanan-internal';
import { useQueryClient } from '@tanstack/react-query';
import { purchaseOrderKeys } from './api/purchase-order-api';

const stateOf = (s: string) => PURCHASE_ORDER_STATES.find((x) => x.value === s);

/** The order's state as a coloured tag (the contract's labels). */
export const OrderStatusTag = ({ status }: { status: string }) => (
  <Tag color={stateOf(status)?.color} className={`po-status po-status-${status}`}>
    {stateOf(status)?.label ?? status}
  </Tag>
);

/**
 * The moves the order pages make themselves: placing a draft and cancelling (deleting). Receiving
 * moves belong to the receipt pages (penerimaan), so they are not offered here.
 */
const pageMoves = <D extends typeof purchaseOrder | typeof purchaseOrderInternal>(doc: D): D => ({
  ...doc,
  transitions: doc.transitions.filter((t) => t.action === 'order' || t.action === 'cancel'),
});
const externalDoc = pageMoves(purchaseOrder);
const internalDoc = pageMoves(purchaseOrderInternal);

/** An order may be edited while draft or ordered and nothing of it was received. */
export const editable = (r: Pick<PurchaseOrderRow, 'status' | 'qty_received_total'>) =>
  (r.status === 'draft' || r.status === 'ordered') && !r.qty_received_total;

/** The machine's buttons of an order: Pesan (a draft is stored again as ordered) and Hapus (the cancel move), each confirmed first. */
export function OrderActions({
  row,
}: {
  row: Pick<PurchaseOrderRow, 'order_id' | 'order_number' | 'status' | 'is_internal' | 'vendor_name' | 'gudang_source_name'>;
}) {
  const cancel = useCancelPurchaseOrder();
  const qc = useQueryClient();
  const internal = !!row.is_internal;
  return (
    <DocumentActions
      doc={internal ? internalDoc : externalDoc}
      state={row.status}
      subject={`${row.order_number} · ${(internal ? row.gudang_source_name : row.vendor_name) ?? ''}`}
      run={async (t) => {
        if (t.action === 'cancel') {
          const env = await cancel.mutateAsync(row.order_id);
          message.success(env.msg);
          return;
        }
        const detail = await getPurchaseOrder(row.order_id);
        const body = bodyOfDetail(detail, 'ordered');
        const env = internal ? await savePurchaseOrderInternal(body as never) : await savePurchaseOrder(body as never);
        await qc.invalidateQueries({ queryKey: purchaseOrderKeys.all });
        message.success(`Pesanan ${env.data.order_number} dipesan`);
      }}
    />
  );
}

/** Prints an order (print_pemesanan or print_pemesanan_internal by its kind); a reprint is a copy. */
export const printOrder = (id: number, company: Partial<GeneralConfig> | undefined) =>
  printDocument(async () => {
    const d = await getPurchaseOrder(id);
    return d.is_internal ? pemesananInternalPrint(d) : pemesananPrint(d);
  }, company);

/** Active suppliers, searched by name (the chosen one always listed). */
export function VendorSelect(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
  allowClear?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const [search, setSearch] = useState('');
  const q = useVendorOptions(search, props.value ? [props.value] : []);
  return (
    <Select
      id={props.id}
      className={props.className ?? 'po-vendor'}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={props.allowClear}
      loading={q.isFetching}
      placeholder={props.placeholder ?? 'Pilih supplier'}
      options={q.data ?? []}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      style={{ width: '100%', minWidth: 220 }}
    />
  );
}
