import { DeleteOutlined } from '@ant-design/icons';
import { formatUnits } from '@bo/contract';
import { Button, Form, type FormListFieldData, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber, parseNumber } from '../../lib/format-number';
import { UnitQtyInput } from '../unit-qty-input';

/** Shows a line's text where a Form.Item needs a control (so the item can carry the line's server error). */
export function ShownText({ text }: { text?: string; value?: unknown }) {
  return <span>{text}</span>;
}

/** A column of a document's line editor: rendered from the line's display values and its form field. */
export interface DocumentLineColumn<L> {
  title: string;
  key: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  render: (line: L | undefined, field: FormListFieldData) => ReactNode;
}

/**
 * The line editor of a stock document form (opname, adjustment, transfer, supplier return): a
 * Form.List `lines` shown as a table whose first column is the product (its product_id item carries
 * the line's server error) and whose last is the delete button (with `actions` before it); the
 * document passes the columns in between. `lines` are the watched line values (display fields
 * such as names and units are kept with `preserve`).
 */
export function DocumentLines<L extends { product_name?: string }>(props: {
  className: string;
  lines: L[];
  columns: DocumentLineColumn<L>[];
  emptyText: string;
  scrollX: number;
  /** Buttons before the delete button of a line (e.g. opname's "new batch"). */
  actions?: (line: L | undefined, field: FormListFieldData) => ReactNode;
  actionsWidth?: number;
}) {
  const { lines, actions } = props;
  return (
    <Form.List name="lines">
      {(fields, { remove }) => (
        <Table<FormListFieldData>
          className={props.className}
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={fields}
          scroll={{ x: props.scrollX }}
          locale={{ emptyText: props.emptyText }}
          columns={[
            {
              title: 'Produk',
              key: 'product',
              render: (_, f) => (
                <Form.Item name={[f.name, 'product_id']} style={{ margin: 0 }}>
                  <ShownText text={lines[f.name]?.product_name} />
                </Form.Item>
              ),
            },
            ...props.columns.map((c) => ({
              title: c.title,
              key: c.key,
              width: c.width,
              align: c.align,
              render: (_: unknown, f: FormListFieldData) => c.render(lines[f.name], f),
            })),
            {
              title: '',
              key: 'actions',
              width: props.actionsWidth ?? 50,
              render: (_, f) => {
                const del = <Button size="small" danger aria-label="Hapus baris" icon={<DeleteOutlined />} onClick={() => remove(f.name)} />;
                return actions ? (
                  <Space size={4}>
                    {actions(lines[f.name], f)}
                    {del}
                  </Space>
                ) : (
                  del
                );
              },
            },
          ]}
        />
      )}
    </Form.List>
  );
}

/** The unit fields a line carries for its quantity input. */
interface UnitLine {
  isi?: number;
  besar?: string;
  kecil?: string;
}

/** The quantity column of a line (small units through UnitQtyInput), required and, unless `allowZero`, not 0. */
export function qtyColumn<L extends UnitLine>(opts: {
  field: string;
  title?: string;
  allowZero?: boolean;
  requiredMessage?: string;
  /** Shown under the input, e.g. the quantity in both units. */
  extra?: (line: L | undefined) => ReactNode;
}): DocumentLineColumn<L> {
  const title = opts.title ?? 'Jumlah';
  return {
    title,
    key: opts.field,
    width: 240,
    render: (l, f) => (
      <Form.Item
        name={[f.name, opts.field]}
        style={{ margin: 0 }}
        rules={[
          { required: true, message: opts.requiredMessage ?? 'Jumlah wajib diisi' },
          ...(opts.allowZero
            ? []
            : [{ validator: async (_r: unknown, v: unknown) => (v === 0 ? Promise.reject(new Error('Jumlah tidak boleh 0')) : undefined) }]),
        ]}
        extra={opts.extra?.(l)}
      >
        <UnitQtyInput id={`lines_${f.name}_${opts.field}`} isi={l?.isi ?? 1} besar={l?.besar ?? ''} kecil={l?.kecil ?? ''} />
      </Form.Item>
    ),
  };
}

/** The free-text reason of a line (required). */
export const reasonColumn = <L,>(placeholder: string): DocumentLineColumn<L> => ({
  title: 'Alasan',
  key: 'reason',
  width: 220,
  render: (_, f) => (
    <Form.Item name={[f.name, 'reason']} style={{ margin: 0 }} rules={[{ required: true, whitespace: true, message: 'Alasan wajib diisi' }]}>
      <Input id={`lines_${f.name}_reason`} placeholder={placeholder} maxLength={255} />
    </Form.Item>
  ),
});

/** Shows up to 4 decimals the Indonesian way ('1.300,5'); typed text stays as typed until the field is left. */
const unitCostFormatter = (value: string | number | undefined, info?: { userTyping: boolean; input: string }) =>
  info?.userTyping ? info.input : value === undefined || value === '' ? '' : formatNumber(value, 4).replace(/,?0+$/, '');

/**
 * The optional cost per small unit of what a line adds (unit_cost, "HPP per satuan kecil"): left
 * empty, the goods come in at the warehouse's average, or at the product's cost elsewhere in the
 * company where the warehouse has none. `show` false shows '-' (a decrease leaves at the average).
 */
export function unitCostColumn<L>(show: (line: L | undefined) => boolean = () => true): DocumentLineColumn<L> {
  return {
    title: 'HPP per satuan kecil',
    key: 'unit_cost',
    width: 170,
    render: (l, f) =>
      show(l) ? (
        <Form.Item name={[f.name, 'unit_cost']} style={{ margin: 0 }}>
          <InputNumber<number>
            id={`lines_${f.name}_unit_cost`}
            className={`line-unit-cost-${f.name}`}
            aria-label="HPP per satuan kecil"
            prefix="Rp"
            min={0}
            placeholder="HPP rata-rata"
            formatter={unitCostFormatter}
            parser={(t) => parseNumber(t, { decimals: 4 })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ) : (
        '-'
      ),
  };
}

/** A new batch's number and expiry date on a line (both required; `validateExpiry` may check the pair with the server). */
export function NewBatchFields(props: { field: FormListFieldData; validateExpiry?: (value: string) => Promise<void>; noWidth?: number; dateWidth?: number }) {
  const f = props.field;
  return (
    <Space.Compact>
      <Form.Item name={[f.name, 'batch_no']} style={{ margin: 0 }} rules={[{ required: true, message: 'Nomor batch wajib diisi' }]}>
        <Input placeholder="No. batch" aria-label="Nomor batch" style={{ width: props.noWidth ?? 120 }} />
      </Form.Item>
      <Form.Item
        name={[f.name, 'expired_date']}
        style={{ margin: 0 }}
        rules={[
          { required: true, message: 'Tanggal kedaluwarsa wajib diisi' },
          ...(props.validateExpiry ? [{ validator: async (_r: unknown, value: string) => props.validateExpiry?.(value) }] : []),
        ]}
      >
        <Input type="date" aria-label="Tanggal kedaluwarsa" style={{ width: props.dateWidth ?? 150 }} />
      </Form.Item>
    </Space.Compact>
  );
}

/**
 * What a line may take from its warehouse (Tersedia): `available` (the stock less what orders have
 * reserved), at most what the chosen batch holds (`batchQty`, undefined: no batch limit), and under
 * it what orders reserved (`<reservedClass>-<n>`). '-' where `hidden` or nothing is known.
 */
export function availableColumn<L extends UnitLine & { available?: number; reserved?: number }>(opts: {
  batchQty: (line: L) => number | undefined;
  hidden?: (line: L) => boolean;
  reservedClass?: string;
}): DocumentLineColumn<L> {
  return {
    title: 'Tersedia',
    key: 'available',
    width: 150,
    render: (l, f) => {
      if (!l) return null;
      if (l.available === undefined || opts.hidden?.(l)) return '-';
      const units = { isi: l.isi ?? 1, besar: l.besar ?? '', kecil: l.kecil ?? '' };
      // A batch gives at most what it holds and what orders leave of the variant.
      const batch = opts.batchQty(l);
      return (
        <>
          {formatUnits(batch === undefined ? l.available : Math.min(batch, l.available), units)}
          {(l.reserved ?? 0) > 0 && (
            <Typography.Text type="secondary" className={`${opts.reservedClass ?? 'line-reserved'}-${f.name}`} style={{ display: 'block', fontSize: 12 }}>
              {`dipesan tagihan ${formatUnits(l.reserved ?? 0, units)}`}
            </Typography.Text>
          )}
        </>
      );
    },
  };
}
