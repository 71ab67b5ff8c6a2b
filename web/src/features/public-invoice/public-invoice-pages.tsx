import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { get } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { formatNumber, formatRupiah } from '../../lib/format-number';
import './public-invoice.css';

/*
 * The customer's public pages (spec-1 §2): /info/:id/:inv (order status and shipping) and
 * /kwitansi/:id/:inv (payment receipt), no login. :id is the order's public token, :inv its
 * invoice number (URL-encoded: it has slashes; an unencoded one is caught by the splat too).
 */

interface Company {
  name: string;
  address: string;
  city: string;
  phone: string;
  logo: string;
}
interface Line {
  name: string;
  qty: number;
  unit: string;
  price: number;
  discount: number;
  subtotal: number;
}
interface PublicInfo {
  company: Company;
  customer_name: string;
  invoice_number: string;
  order_date: string;
  status: string;
  status_label: string;
  is_paid: boolean;
  /** Lunas, Lunas (dengan retur) or Belum Lunas (the server's salesPaymentLabel). */
  payment_label: string;
  paid_amount: number;
  paid_at: string | null;
  /** remaining: what is still due after approved customer returns (returned_total) and payments; refund_due: paid beyond that. */
  totals: {
    gross_total: number;
    discount_total: number;
    shipping_cost: number;
    cod_fee: number;
    ppn: number;
    grand_total: number;
    returned_total: number;
    remaining: number;
    refund_due: number;
  };
  recipient: { name: string; city: string };
  shipping: { courier: string | null; no_resi: string | null };
  lines: Line[];
}
interface PublicKwitansi {
  company: Company;
  invoice_number: string;
  order_date: string;
  status_label: string;
  is_paid: boolean;
  payment_label: string;
  paid_at: string | null;
  paid_amount: number;
  paid_amount_words: string;
  grand_total: number;
  returned_total: number;
  remaining: number;
  refund_due: number;
  received_from: string;
  lines: Line[];
}

function useLink() {
  const params = useParams();
  const id = params.id ?? '';
  const inv = params['*'] ?? params.inv ?? '';
  return { id, inv, valid: id !== '' && inv !== '' };
}

function usePublic<T>(kind: 'info' | 'kwitansi') {
  const { id, inv, valid } = useLink();
  const q = useQuery({
    queryKey: ['public', kind, id, inv],
    queryFn: () => get<T>(`/public/${kind}`, { id, inv }, { silent: true, noLogoutBox: true }),
    enabled: valid,
    retry: false,
  });
  return { ...q, valid };
}

function InvalidLink() {
  return (
    <div className="pi-page">
      <Result
        status="404"
        title="Tautan tidak valid"
        subTitle="Tautan tagihan ini tidak dikenal atau sudah tidak berlaku. Mohon periksa kembali tautan yang Anda terima."
      />
    </div>
  );
}

function Loading() {
  return (
    <div className="pi-page pi-center">
      <Spin size="large" />
    </div>
  );
}

function CompanyHeader({ company, title }: { company: Company; title: string }) {
  return (
    <header className="pi-header">
      {company.logo ? <img className="pi-logo" src={company.logo} alt={`Logo ${company.name}`} /> : null}
      <div className="pi-company">
        <strong>{company.name}</strong>
        {company.address || company.city ? <span>{[company.address, company.city].filter(Boolean).join(', ')}</span> : null}
        {company.phone ? <span>Telp. {company.phone}</span> : null}
      </div>
      <h1 className="pi-title">{title}</h1>
    </header>
  );
}

/** Cetak (the browser's print of this page) and Unduh PDF (the invoice as the server's PDF, /public/invoice_pdf, same link parts). */
function PageActions() {
  const { id, inv } = useLink();
  return (
    <div className="pi-actions">
      <Button className="pi-pdf" icon={<DownloadOutlined />} href={`/public/invoice_pdf?${new URLSearchParams({ id, inv })}`} download>
        Unduh PDF
      </Button>
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
        Cetak
      </Button>
    </div>
  );
}

function Lines({ lines }: { lines: Line[] }) {
  return (
    <table className="pi-lines">
      <thead>
        <tr>
          <th>Produk</th>
          <th className="pi-num">Jumlah</th>
          <th className="pi-num">Harga</th>
          <th className="pi-num">Diskon</th>
          <th className="pi-num">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id in the public answer and never reorder
          <tr key={i}>
            <td data-label="Produk">{l.name}</td>
            <td data-label="Jumlah" className="pi-num">
              {formatNumber(l.qty)} {l.unit}
            </td>
            <td data-label="Harga" className="pi-num">
              {formatRupiah(l.price)}
            </td>
            <td data-label="Diskon" className="pi-num">
              {l.discount ? formatRupiah(l.discount) : '-'}
            </td>
            <td data-label="Subtotal" className="pi-num">
              {formatRupiah(l.subtotal)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Row({ label, value, strong }: { label: string; value: React.ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'pi-row pi-strong' : 'pi-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

function useTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The payment state as the Tagihan pages word it; what is still owed follows Belum Lunas when given. */
const PaymentTag = ({ label, remaining }: { label: string; remaining?: number }) => (
  <Tag color={label === 'Belum Lunas' ? 'orange' : 'green'} data-testid="pi-payment">
    {label === 'Belum Lunas' && remaining !== undefined ? `Belum Lunas (sisa ${formatRupiah(remaining)})` : label}
  </Tag>
);

/** /info/:id/:inv — the order's status, lines, totals and shipping for the customer. */
export function PublicInfoPage() {
  const { data, isLoading, isError, valid } = usePublic<PublicInfo>('info');
  useTitle(data ? `Tagihan ${data.invoice_number}` : 'Info Tagihan');
  if (!valid || isError) return <InvalidLink />;
  if (isLoading || !data) return <Loading />;
  const t = data.totals;
  return (
    <div className="pi-page">
      <article className="pi-sheet">
        <CompanyHeader company={data.company} title="Info Tagihan" />
        <section className="pi-meta">
          <Row label="No. Tagihan" value={<span data-testid="pi-invoice">{data.invoice_number}</span>} />
          <Row label="Tanggal" value={formatDate(data.order_date)} />
          <Row label="Pelanggan" value={data.customer_name || '-'} />
          <Row label="Status" value={<Tag data-testid="pi-status">{data.status_label}</Tag>} />
          <Row label="Pembayaran" value={<PaymentTag label={data.payment_label} />} />
        </section>
        <section className="pi-box">
          <h2>Pengiriman</h2>
          <Row label="Penerima" value={data.recipient.name || '-'} />
          <Row label="Kota" value={data.recipient.city || '-'} />
          <Row label="Kurir" value={data.shipping.courier ?? '-'} />
          <Row label="No. Resi" value={data.shipping.no_resi ?? '-'} />
        </section>
        <Lines lines={data.lines} />
        <section className="pi-totals">
          <Row label="Total Harga" value={formatRupiah(t.gross_total)} />
          {t.discount_total ? <Row label="Diskon" value={`- ${formatRupiah(t.discount_total)}`} /> : null}
          {t.shipping_cost ? <Row label="Ongkos Kirim" value={formatRupiah(t.shipping_cost)} /> : null}
          {t.cod_fee ? <Row label="Biaya COD" value={formatRupiah(t.cod_fee)} /> : null}
          {t.ppn ? <Row label="PPN" value={formatRupiah(t.ppn)} /> : null}
          <Row label="Total Tagihan" value={<span data-testid="pi-total">{formatRupiah(t.grand_total)}</span>} strong />
          {t.returned_total ? <Row label="Retur" value={<span data-testid="pi-returned">- {formatRupiah(t.returned_total)}</span>} /> : null}
          <Row label="Dibayar" value={formatRupiah(data.paid_amount)} />
          <Row label="Sisa" value={<span data-testid="pi-remaining">{formatRupiah(t.remaining)}</span>} />
          {t.refund_due ? <Row label="Lebih Bayar" value={<span data-testid="pi-refund">{formatRupiah(t.refund_due)}</span>} /> : null}
        </section>
      </article>
      <PageActions />
    </div>
  );
}

/** /kwitansi/:id/:inv — the payment receipt, printable on A4 or A5. */
export function PublicKwitansiPage() {
  const { data, isLoading, isError, valid } = usePublic<PublicKwitansi>('kwitansi');
  useTitle(data ? `Kwitansi ${data.invoice_number}` : 'Kwitansi');
  if (!valid || isError) return <InvalidLink />;
  if (isLoading || !data) return <Loading />;
  return (
    <div className="pi-page">
      <article className="pi-sheet pi-kwitansi">
        <CompanyHeader company={data.company} title="Kwitansi" />
        <section className="pi-meta">
          <Row label="No. Tagihan" value={<span data-testid="pi-invoice">{data.invoice_number}</span>} />
          <Row label="Tanggal" value={formatDate(data.paid_at ?? data.order_date)} />
          <Row label="Telah terima dari" value={data.received_from || '-'} />
          <Row label="Uang sejumlah" value={<strong data-testid="pi-paid">{formatRupiah(data.paid_amount)}</strong>} />
          <Row label="Terbilang" value={<em className="pi-words">{data.paid_amount_words}</em>} />
          <Row label="Untuk pembayaran" value={`Tagihan ${data.invoice_number}`} />
          <Row label="Total Tagihan" value={<span data-testid="pi-total">{formatRupiah(data.grand_total)}</span>} />
          {data.returned_total ? <Row label="Retur" value={`- ${formatRupiah(data.returned_total)}`} /> : null}
          {data.refund_due ? <Row label="Lebih Bayar" value={formatRupiah(data.refund_due)} /> : null}
          <Row label="Status" value={<PaymentTag label={data.payment_label} remaining={data.remaining} />} />
        </section>
        <Lines lines={data.lines} />
        <footer className="pi-sign">
          <span>Hormat kami,</span>
          <span className="pi-sign-name">{data.company.name}</span>
        </footer>
      </article>
      <PageActions />
    </div>
  );
}
