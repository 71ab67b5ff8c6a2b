import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { type PaymentPrintData, type PaymentPrintKind, paymentPrintContent } from '@bo/contract';
import { Button, Dropdown, message, Space } from 'antd';
import { useState } from 'react';
import { get } from '../../api/client';
import { useGeneralConfig } from '../../lib/config';
import { type PrintableDocument, printDocument } from '../../lib/print/document-print';
import { downloadFile } from '../resource/resource-transfer';

/*
 * The prints of one payment, for every page that shows payments (Tagihan Pelanggan, Tagihan
 * Supplier, the Tagihan drawer, Kas & Bank): print_pembayaran_single / _multiple / _multiple_kwitansi
 * for a customer's payment, print_pembelian_* for a supplier's, through the one print mechanism
 * (counted, SALINAN from the second print), and the kwitansi as the server's PDF.
 */

/** GET /payment/print: what the prints of one payment show. */
export const getPaymentPrint = (paymentId: number) => get<PaymentPrintData>('/payment/print', { payment_id: paymentId });

/** The print of a payment as the print mechanism's document (the content is the contract's, shared with the PDF). */
export function paymentPrintable(p: PaymentPrintData, kind: PaymentPrintKind): PrintableDocument {
  const c = paymentPrintContent(p, kind);
  return {
    printType: c.printType,
    title: c.title,
    number: c.number,
    fields: c.fields,
    columns: c.columns,
    rows: c.rows,
    totals: c.totals,
    signatures: c.signatures,
  };
}

/** GET /payment/kwitansi_pdf: the kwitansi as a PDF made on the server, saved as KWITANSI-<number>.pdf. */
export const downloadPaymentKwitansiPdf = (paymentId: number) => downloadFile('GET', `/payment/kwitansi_pdf?payment_id=${paymentId}`);

const KIND_LABELS: Record<PaymentPrintKind, string> = { single: 'Bukti Pembayaran', multiple: 'Rincian Pembayaran', kwitansi: 'Kwitansi' };

/**
 * 'Cetak' with the three prints of a payment (single, multiple, kwitansi) and 'Kwitansi PDF'. The
 * multi-invoice print is offered first for a payment of several documents.
 */
export function PaymentPrintButtons(props: { paymentId: number; isMultiple?: boolean; size?: 'small' | 'middle'; pdf?: boolean }) {
  const company = useGeneralConfig();
  const [busy, setBusy] = useState(false);
  const print = (kind: PaymentPrintKind) => printDocument(async () => paymentPrintable(await getPaymentPrint(props.paymentId), kind), company.data);
  const kinds: PaymentPrintKind[] = props.isMultiple ? ['multiple', 'single', 'kwitansi'] : ['single', 'multiple', 'kwitansi'];
  const download = async () => {
    setBusy(true);
    try {
      await downloadPaymentKwitansiPdf(props.paymentId);
    } catch (e) {
      message.error((e as Error).message || 'Gagal mengunduh PDF');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4} className="payment-print-buttons">
      <Dropdown
        trigger={['click']}
        menu={{
          items: kinds.map((k) => ({ key: k, label: KIND_LABELS[k], className: `payment-print-${k}` })),
          onClick: ({ key }) => void print(key as PaymentPrintKind),
        }}
      >
        <Button size={props.size} icon={<PrinterOutlined />} className="payment-print">
          Cetak
        </Button>
      </Dropdown>
      {props.pdf === false ? null : (
        <Button size={props.size} icon={<DownloadOutlined />} className="payment-kwitansi-pdf" loading={busy} onClick={download}>
          Kwitansi PDF
        </Button>
      )}
    </Space>
  );
}
