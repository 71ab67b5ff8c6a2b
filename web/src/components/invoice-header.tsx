/** Invoice header: logo, company, address, phone, e-mail. */
export function InvoiceHeader(props: { logo?: string; company: string; address?: string; phone?: string; email?: string; title?: string }) {
  const { logo, company, address, phone, email, title } = props;
  return (
    <div
      className="invoice-header"
      style={{ display: 'flex', gap: 16, alignItems: 'center', borderBottom: '2px solid #333', paddingBottom: 8, marginBottom: 12 }}
    >
      {logo ? <img src={logo} alt={company} style={{ height: 64, objectFit: 'contain' }} /> : null}
      <div style={{ flex: 1 }}>
        <div style={{ fontSize: 18, fontWeight: 700 }}>{company}</div>
        {address ? <div>{address}</div> : null}
        <div>
          {phone ? <span>Telp: {phone}</span> : null}
          {phone && email ? ' | ' : null}
          {email ? <span>Email: {email}</span> : null}
        </div>
      </div>
      {title ? <div style={{ fontSize: 20, fontWeight: 700 }}>{title}</div> : null}
    </div>
  );
}
