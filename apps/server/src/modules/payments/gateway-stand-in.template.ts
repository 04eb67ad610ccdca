import { escapeHtml } from '../../lib/html.ts';
import { formatMoney } from '../itineraries/index.ts';
import type { PageLink, PageOutcome } from './gateway-stand-in.service.ts';

/**
 * The stand-in's hosted pay page: what the customer opens from the link. Plain server-rendered HTML
 * with forms and no script (the site's CSP allows none inline), large targets for a phone, labels on
 * every field, and the outcome announced to screen readers.
 */

const STYLE = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,sans-serif;background:#f3f5f9;color:#1d2330;margin:0;display:flex;justify-content:center;line-height:1.45}
main{background:#fff;margin:24px 12px;padding:20px 22px;border-radius:12px;max-width:440px;width:100%;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.banner{background:#fff4d6;border:1px solid #e8c45c;color:#5c4300;padding:8px 12px;border-radius:6px;font-size:14px}
h1{font-size:22px;margin:16px 0 4px}
.for{margin:0 0 12px;color:#4a5263}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:12px 0 16px}
dt{color:#4a5263}
dd{margin:0;font-weight:600;text-align:right}
.due{font-size:26px}
form{margin:10px 0}
label{display:block;font-weight:600;margin-bottom:6px}
input{font:inherit;width:100%;padding:12px;border:1px solid #98a2b3;border-radius:8px}
button{font:inherit;font-weight:600;cursor:pointer;width:100%;padding:14px;border-radius:8px;border:1px solid #1a56db;background:#1a56db;color:#fff;margin-top:8px}
button.secondary{background:#fff;color:#1a56db}
button.danger{background:#fff;color:#b42318;border-color:#b42318}
button:focus-visible,input:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
.row{display:flex;gap:8px}
.row button{flex:1}
.outcome{padding:12px 14px;border-radius:8px;margin:12px 0;font-weight:600}
.ok{background:#e7f6ec;color:#14532d;border:1px solid #86c99b}
.bad{background:#fdecea;color:#7a1d14;border:1px solid #e59a92}
.closed{color:#4a5263}
`;

const STATUS_WORDS: Record<PageLink['status'], string> = {
  created: 'Open',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function outcomeHtml(outcome: PageOutcome | undefined, link: PageLink): string {
  if (!outcome) return '';
  switch (outcome.kind) {
    case 'paid':
      return `<p class="outcome ok" role="status">Payment of ${escapeHtml(formatMoney(outcome.amount, link.currency))} received. Payment id ${escapeHtml(outcome.paymentId)}.</p>`;
    case 'failed':
      return '<p class="outcome bad" role="alert">Payment failed: the bank declined it. Nothing was charged; you can try again.</p>';
    case 'expired':
      return '<p class="outcome bad" role="status">The link has expired.</p>';
    case 'refused':
      return `<p class="outcome bad" role="alert">${escapeHtml(outcome.message)}</p>`;
  }
}

/** The page of one link, with the outcome of the last action when there was one. */
export function renderPayPage(link: PageLink, options: { outcome?: PageOutcome; faults?: string | undefined; action: string }): string {
  const left = link.amount - link.amountPaid;
  const money = (paise: number) => escapeHtml(formatMoney(paise, link.currency));
  const faults = options.faults ? `<input type="hidden" name="faults" value="${escapeHtml(options.faults)}">` : '';
  const action = escapeHtml(options.action);
  const payable = link.status === 'created' || link.status === 'partially_paid';
  const forms = payable
    ? `<form method="post" action="${action}">${faults}<button type="submit" name="action" value="pay_full">Pay in full (${money(left)})</button></form>
${
  link.acceptPartial
    ? `<form method="post" action="${action}">${faults}<label for="amount">Pay part: amount in rupees</label><input id="amount" name="amount" inputmode="decimal" autocomplete="off" required placeholder="e.g. 5000" aria-describedby="amount-help"><p id="amount-help" class="closed">Up to ${money(left)}.</p><button type="submit" name="action" value="pay_part" class="secondary">Pay part</button></form>`
    : ''
}
<form method="post" action="${action}" class="row">${faults}<button type="submit" name="action" value="fail" class="danger">Fail</button><button type="submit" name="action" value="expire" class="danger">Expire now</button></form>`
    : `<p class="closed">This link is ${escapeHtml(STATUS_WORDS[link.status].toLowerCase())}: there is nothing to pay here.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pay ${money(left)} — payment gateway stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>Payment gateway stand-in.</strong> This is not Razorpay and no money moves: it runs only outside production.</p>
<h1>${escapeHtml(link.description || 'Payment')}</h1>
${link.customerName ? `<p class="for">For ${escapeHtml(link.customerName)}</p>` : ''}
${outcomeHtml(options.outcome, link)}
<dl>
<dt>Amount due now</dt><dd class="due">${money(payable ? left : 0)}</dd>
<dt>Link amount</dt><dd>${money(link.amount)}</dd>
<dt>Paid so far</dt><dd>${money(link.amountPaid)}</dd>
<dt>Status</dt><dd>${escapeHtml(STATUS_WORDS[link.status])}</dd>
<dt>Valid until</dt><dd>${escapeHtml(DATE_TIME.format(link.expireBy))}</dd>
<dt>Reference</dt><dd>${escapeHtml(link.referenceId || '—')}</dd>
</dl>
${forms}
</main>
</body>
</html>`;
}

/** The page for a code the stand-in does not know. */
export function renderMissingPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Payment link not found</title><style>${STYLE}</style></head>
<body><main><p class="banner" role="note"><strong>Payment gateway stand-in.</strong> This is not Razorpay.</p><h1>Payment link not found</h1><p>Check the link you were sent, or ask for a new one.</p></main></body>
</html>`;
}
