/** The receipt's style for a paper width (also used by the on-screen preview, scoped to .cashier-receipt). */
export const RECEIPT_CSS = `.cashier-receipt{font-family:'Courier New',monospace;font-size:12px;line-height:1.35;color:#000;background:#fff}
.cashier-receipt.paper-58{width:48mm}.cashier-receipt.paper-80{width:72mm}
.cashier-receipt .rc-head{text-align:center}.cashier-receipt .rc-company{font-weight:bold;font-size:14px}
.cashier-receipt .rc-sep{border-top:1px dashed #000;margin:4px 0}
.cashier-receipt .rc-row{display:flex;justify-content:space-between;gap:6px}
.cashier-receipt .rc-row span:last-child{text-align:right;white-space:nowrap}
.cashier-receipt .rc-row.rc-wrap span:last-child{white-space:normal;overflow-wrap:anywhere}.cashier-receipt .rc-line{overflow-wrap:anywhere}
.cashier-receipt .rc-total{font-weight:bold;font-size:14px}.cashier-receipt .rc-change{font-weight:bold}
.cashier-receipt .rc-foot{text-align:center;margin-top:4px}`;
