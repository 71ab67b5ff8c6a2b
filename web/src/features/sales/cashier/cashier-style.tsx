import { Button } from 'antd';
import { formatNumber } from '../../../lib/format-number';

/** Quick amounts of cash received: the exact total, then the next round amounts a customer pays with. */
export function quickAmounts(total: number): number[] {
  if (total <= 0) return [];
  const out = new Set<number>([total]);
  for (const step of [5_000, 10_000, 20_000, 50_000, 100_000]) out.add(Math.ceil(total / step) * step);
  for (const note of [50_000, 100_000]) if (note > total) out.add(note);
  return [...out].sort((a, b) => a - b).slice(0, 5);
}

export function AmountKeys(props: { total: number; onPick: (n: number) => void }) {
  return (
    <div className="cashier-amounts">
      {quickAmounts(props.total).map((n, i) => (
        <Button key={n} className="cashier-touch cashier-amount" onMouseDown={(e) => e.preventDefault()} onClick={() => props.onPick(n)}>
          {i === 0 ? `Uang Pas ${formatNumber(n)}` : formatNumber(n)}
        </Button>
      ))}
    </div>
  );
}

const CSS = `
.cashier-page{position:fixed;inset:0;z-index:900;background:#f0f2f5;display:flex;flex-direction:column;font-size:15px}
.cashier-loading{align-items:center;justify-content:center}
.cashier-touch{min-height:44px;min-width:44px}
.cashier-topbar{display:flex;align-items:center;gap:12px;padding:6px 12px;background:#fff;border-bottom:1px solid #d9d9d9;min-height:56px}
.cashier-topbar strong{font-size:18px}
.cashier-shift-info{flex:1;color:#333}
.cashier-topbar-actions{display:flex;gap:8px}
.cashier-center{display:flex;flex-direction:column;height:100%}
.cashier-card{background:#fff;border-radius:8px;padding:20px;max-width:560px;margin:24px auto;width:calc(100% - 32px);box-shadow:0 1px 4px rgba(0,0,0,.1)}
.cashier-field{display:flex;flex-direction:column;gap:6px;margin-bottom:12px}
.cashier-label{font-weight:600}
.cashier-field .ant-radio-button-wrapper{height:44px;line-height:42px}
.cashier-screen{display:flex;flex-direction:column;height:100%}
.cashier-body{flex:1;display:flex;gap:12px;padding:12px;min-height:0}
.cashier-main{flex:1;display:flex;flex-direction:column;min-width:0;gap:8px}
.cashier-scan-box{position:relative}
.cashier-scan{font-size:22px;height:56px}
.cashier-suggest{position:absolute;left:0;right:0;top:58px;z-index:10;background:#fff;border:1px solid #d9d9d9;border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.15);max-height:60vh;overflow:auto}
.cashier-suggest-item{display:flex;justify-content:space-between;gap:12px;padding:10px 12px;min-height:44px;cursor:pointer}
.cashier-suggest-item.active{background:#e6f4ff}
.cashier-lines{flex:1;overflow:auto;background:#fff;border-radius:8px;border:1px solid #d9d9d9}
.cashier-empty{padding:32px;text-align:center;color:#595959}
.cashier-line{display:flex;align-items:center;gap:10px;padding:6px 10px;border-bottom:1px solid #f0f0f0}
.cashier-line.selected{background:#e6f4ff;box-shadow:inset 4px 0 0 #1677ff}
.cashier-line-name{flex:1;display:flex;flex-direction:column;min-width:0}
.cashier-line-name small{color:#595959}
.cashier-qty{display:flex;align-items:center;gap:6px}
.cashier-line-qty{min-width:40px;text-align:center;font-size:20px;font-weight:600}
.cashier-line-price,.cashier-line-discount{width:110px;height:44px;text-align:right}
.cashier-line-total{width:130px;text-align:right;font-weight:600}
.cashier-shortcuts{display:flex;flex-wrap:wrap;gap:4px 14px;color:#434343;font-size:13px}
.cashier-shortcuts kbd{border:1px solid #bfbfbf;border-radius:3px;padding:0 4px;background:#fff;font-family:inherit}
.cashier-side{width:380px;display:flex;flex-direction:column;gap:4px;background:#fff;border-radius:8px;padding:12px;overflow:auto}
.cashier-customer{display:flex;flex-direction:column;gap:6px}
.cashier-customer input{height:44px}
.cashier-customer .ant-input-affix-wrapper{height:44px;padding-block:0}.cashier-customer .ant-input-affix-wrapper input{height:100%}
.cashier-walkin{padding:10px;background:#fafafa;border-radius:6px}
.cashier-walkin-fields{display:flex;gap:6px}.cashier-walkin-fields .cashier-customer-phone{width:42%}
.cashier-member{display:flex;flex-direction:column;gap:6px}
.cashier-member-box{position:relative}
.cashier-member-list{position:absolute;left:0;right:0;top:46px;z-index:10;background:#fff;border:1px solid #d9d9d9;border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.15);max-height:320px;overflow:auto}
.cashier-member-option{display:flex;flex-direction:column;padding:8px 12px;min-height:44px;cursor:pointer}
.cashier-member-option small,.cashier-member-none{color:#595959}
.cashier-member-none{padding:10px 12px}
.cashier-member-option.active{background:#e6f4ff}
.cashier-member-card{display:flex;align-items:center;gap:8px;padding:6px 6px 6px 10px;background:#e6f4ff;border:1px solid #91caff;border-radius:6px}
.cashier-member-info{flex:1;display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.cashier-member-info>span{color:#434343;font-size:14px}
.cashier-field-error{color:#cf1322;font-size:14px}
.cashier-bank{width:100%}.cashier-bank .ant-select-selector{min-height:44px}
.cashier-pricing{margin-left:6px}
/* the layout's floating settings handle would cover the totals of the full-screen page */
body:has(.cashier-page) .settings-handle{display:none}
.cashier-totals>div{display:flex;justify-content:space-between;align-items:center;padding:4px 0}
.cashier-grand{font-size:22px;font-weight:700;border-top:1px solid #d9d9d9}
.cashier-total{font-size:30px}
.cashier-payments,.cashier-amounts,.cashier-papers{display:flex;flex-wrap:wrap;gap:6px}
.cashier-change-box{display:flex;justify-content:space-between;align-items:center;padding:10px;border-radius:8px;background:#f6ffed;border:1px solid #b7eb8f;margin:8px 0}
.cashier-change-box.short{background:#fff1f0;border-color:#ffa39e}
.cashier-change{font-size:34px;font-weight:800}
.cashier-change-box.big .cashier-receipt-change{font-size:34px;font-weight:800}.cashier-change-box.big .cashier-receipt-paid{font-size:28px;font-weight:700}
.cashier-pay{height:64px !important;font-size:22px !important}
.cashier-figures{width:100%}.cashier-figures td{padding:4px 0}.cashier-figures td:last-child{text-align:right;font-weight:600}
.cashier-confirm-total,.cashier-confirm-change{font-size:22px}
.cashier-receipt-preview{display:flex;justify-content:center;background:#f5f5f5;padding:12px;margin-top:8px;max-height:50vh;overflow:auto}
.cashier-receipt-preview .cashier-receipt{padding:6px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
.cashier-close-result{margin-top:12px;padding:12px;border-radius:8px;background:#f6ffed;font-size:16px}
.cashier-close-result.short,.cashier-live-difference.short{background:#fff1f0;color:#a8071a}
.cashier-close-difference{font-size:22px;font-weight:700}
@media (max-height:820px){.cashier-field{margin-bottom:8px}.cashier-change-box{margin:4px 0}}
@media (max-width:900px){.cashier-body{flex-direction:column;overflow:auto}.cashier-side{width:auto}.cashier-line{flex-wrap:wrap}}
`;

/** The page's style (the page is full-screen over the layout: a tablet or a cashier's screen shows only the sale). */
export function CashierStyle() {
  return <style>{CSS}</style>;
}
