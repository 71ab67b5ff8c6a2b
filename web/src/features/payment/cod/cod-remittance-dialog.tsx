import { jakartaToday } from '@bo/contract';
import { Alert, DatePicker, Form, Input, message, Modal, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useBankOptions } from '../../../api/payment';
import { MoneyInput } from '../../../components/money-input';
import { formatRupiah } from '../../../lib/format-number';
import { type CodRow, useStoreCodRemittance } from './api/cod-api';

const rowKey = (r: Pick<CodRow, 'shipment_id' | 'order_id'>) => `${r.shipment_id}-${r.order_id}`;

/** What is still expected from the courier for a row: the estimate less what came, never below 0. */
export const stillExpected = (r: CodRow) => Math.max(0, r.selisih);

/**
 * 'Catat Setoran': a courier's remittance report for the selected rows: the account it came into, the
 * date and reference of the report, and the money received per row (typed as '1.250.000', prefilled
 * with what is still expected). Each row's refusal (`items.N.received_amount`) shows under its amount.
 */
export function CodRemittanceDialog(props: { rows: CodRow[]; open: boolean; onClose: () => void; onDone: () => void }) {
  const { rows, open, onClose, onDone } = props;
  const banks = useBankOptions(open);
  const store = useStoreCodRemittance();
  const [bankId, setBankId] = useState<number | undefined>();
  const [date, setDate] = useState(jakartaToday());
  const [reference, setReference] = useState('');
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (!open) return;
    setAmounts(Object.fromEntries(rows.map((r) => [rowKey(r), stillExpected(r)])));
    setErrors({});
    setReference('');
    setDate(jakartaToday());
  }, [open, rows]);
  const lineError = (i: number) => errors[`items.${i}.received_amount`] ?? errors[`items.${i}.shipment_id`] ?? errors[`items.${i}.order_id`];
  const total = rows.reduce((s, r) => s + (amounts[rowKey(r)] ?? 0), 0);
  const submit = async () => {
    setErrors({});
    try {
      const saved = await store.mutateAsync({
        bank_id: bankId,
        items: rows.map((r) => ({
          shipment_id: r.shipment_id,
          order_id: r.order_id,
          received_amount: amounts[rowKey(r)] ?? 0,
          remit_date: date,
          reference: reference || undefined,
        })),
      });
      message.success(`Setoran COD dicatat: ${formatRupiah(saved.received_total)} dari ${saved.payments.length} tagihan`);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.errors).length) setErrors(e.errors);
      else message.error((e as Error).message || 'Gagal mencatat setoran');
    }
  };
  const general = Object.entries(errors)
    .filter(([k]) => !k.startsWith('items.') || !/^items\.\d+\./.test(k))
    .flatMap(([, v]) => v);
  return (
    <Modal
      title="Catat Setoran COD"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Simpan Setoran"
      cancelText="Batal"
      confirmLoading={store.isPending}
      width={860}
      destroyOnHidden
      className="cod-remittance-dialog"
    >
      <Form layout="vertical">
        <Form.Item label="Rekening penerima" required validateStatus={errors.bank_id ? 'error' : undefined} help={errors.bank_id?.join(' ')}>
          <Select
            id="cod_bank_id"
            className="cod-bank"
            placeholder="Pilih rekening Kas & Bank"
            value={bankId}
            onChange={setBankId}
            options={(banks.data ?? []).map((b) => ({ value: b.value, label: b.label }))}
          />
        </Form.Item>
        <Form.Item label="Tanggal setor" validateStatus={errors['items.0.remit_date'] ? 'error' : undefined} help={errors['items.0.remit_date']?.join(' ')}>
          <DatePicker id="cod_remit_date" format="DD-MM-YYYY" allowClear={false} value={dayjs(date)} onChange={(v) => v && setDate(v.format('YYYY-MM-DD'))} />
        </Form.Item>
        <Form.Item label="Referensi laporan setoran">
          <Input id="cod_reference" maxLength={100} value={reference} onChange={(e) => setReference(e.target.value)} placeholder="mis. nomor laporan kurir" />
        </Form.Item>
      </Form>
      <Table<CodRow>
        size="small"
        rowKey={rowKey}
        pagination={false}
        dataSource={rows}
        className="cod-remittance-rows"
        columns={[
          { title: 'Tagihan', dataIndex: 'invoice_number' },
          { title: 'Pengiriman', dataIndex: 'shipment_number' },
          { title: 'Estimasi', dataIndex: 'estimasi_uang_masuk', align: 'right', render: (v: number) => formatRupiah(v) },
          { title: 'Sudah Masuk', dataIndex: 'uang_masuk', align: 'right', render: (v: number) => formatRupiah(v) },
          {
            title: 'Uang Diterima',
            key: 'amount',
            width: 220,
            render: (_, r, i) => {
              const err = lineError(i);
              return (
                <Form.Item style={{ margin: 0 }} validateStatus={err ? 'error' : undefined} help={err?.join(' ')}>
                  <MoneyInput
                    id={`cod_amount_${i}`}
                    className="cod-amount"
                    value={amounts[rowKey(r)] ?? null}
                    onChange={(v) => setAmounts({ ...amounts, [rowKey(r)]: v })}
                  />
                </Form.Item>
              );
            },
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={4}>
              <strong>Total setoran</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong className="cod-remittance-total">{formatRupiah(total)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {general.length > 0 && <Alert style={{ marginTop: 12 }} type="error" showIcon message={general.join(' ')} />}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Tagihan dilunasi dengan pembayaran COD yang langsung disetujui: uang diterima masuk ke rekening ini, dan pada setoran pertama tiap tagihan potongan
        kurir (ongkir setelah diskon ekspedisi ditambah biaya COD) dicatat sebagai pembayaran tanpa rekening. Selisih terhadap estimasi tetap tampil sampai
        dijelaskan.
      </Typography.Paragraph>
    </Modal>
  );
}

/** 'Jelaskan Selisih': the explanation of a row's difference (no money); the row leaves the open differences. */
export function CodExplainDialog(props: { row: CodRow | null; onClose: () => void }) {
  const { row, onClose } = props;
  const store = useStoreCodRemittance();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setNote(row?.difference_note ?? '');
    setError(undefined);
  }, [row]);
  return (
    <Modal
      title={row ? `Jelaskan Selisih ${row.invoice_number}` : ''}
      open={row !== null}
      onCancel={onClose}
      okText="Simpan Penjelasan"
      cancelText="Batal"
      confirmLoading={store.isPending}
      className="cod-explain-dialog"
      onOk={async () => {
        if (!row) return;
        try {
          await store.mutateAsync({ items: [{ shipment_id: row.shipment_id, order_id: row.order_id, difference_note: note }] });
          message.success('Penjelasan selisih disimpan');
          onClose();
        } catch (e) {
          const errs = e instanceof ApiError ? Object.values(e.errors).flat() : [];
          setError(errs.join(' ') || (e as Error).message);
        }
      }}
    >
      {row && (
        <Typography.Paragraph>
          Estimasi {formatRupiah(row.estimasi_uang_masuk)}, uang masuk {formatRupiah(row.uang_masuk)}, selisih <strong>{formatRupiah(row.selisih)}</strong>.
        </Typography.Paragraph>
      )}
      <Form layout="vertical">
        <Form.Item label="Penjelasan selisih" required validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea id="cod_difference_note" rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
