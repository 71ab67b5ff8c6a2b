import { type DocumentTransition, purchaseOrder, purchaseOrderInternal } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import {
  bodyOfDetail,
  getPurchaseOrder,
  type PurchaseOrderRow,
  purchaseOrderKeys,
  savePurchaseOrder,
  savePurchaseOrderInternal,
  useCancelPurchaseOrder,
  useVendorOptions,
} from './api/purchase-order-api';
import { pemesananPrint } from './print-pemesanan';
import { pemesananInternalPrint } from './print-pemesanan-internal';

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
/** The machine an order page offers: the order's own, with Pesan and Hapus only. */
export const orderPageDoc = (internal: boolean) => (internal ? internalDoc : externalDoc);

type EditableRow = Pick<PurchaseOrderRow, 'status' | 'qty_received_total'> & { editable?: boolean };

/** May the order be edited: the server's answer; before it answers one, draft or ordered with nothing received. */
export const editable = (r: EditableRow) => r.editable ?? ((r.status === 'draft' || r.status === 'ordered') && !r.qty_received_total);

type MoveRow = Pick<PurchaseOrderRow, 'order_id' | 'order_number' | 'is_internal' | 'vendor_name' | 'gudang_source_name'>;

/** The order pages' moves: Hapus is the cancel call; Pesan stores the draft again as ordered. Each answers its message. */
export function useOrderMove(internal: boolean) {
  const cancel = useCancelPurchaseOrder();
  const qc = useQueryClient();
  return {
    subject: (r: MoveRow) => `${r.order_number} · ${(internal ? r.gudang_source_name : r.vendor_name) ?? ''}`,
    run: async (r: MoveRow, t: DocumentTransition<string, string>) => {
      if (t.action === 'cancel') return (await cancel.mutateAsync(r.order_id)).msg;
      const body = bodyOfDetail(await getPurchaseOrder(r.order_id), 'ordered');
      const env = internal ? await savePurchaseOrderInternal(body as never) : await savePurchaseOrder(body as never);
      await qc.invalidateQueries({ queryKey: purchaseOrderKeys.all });
      return `Pesanan ${env.data.order_number} dipesan`;
    },
  };
}

/** The printable order (print_pemesanan or print_pemesanan_internal by its kind); a reprint is a copy. */
export const orderPrint = async (id: number) => {
  const d = await getPurchaseOrder(id);
  return d.is_internal ? pemesananInternalPrint(d) : pemesananPrint(d);
};

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
