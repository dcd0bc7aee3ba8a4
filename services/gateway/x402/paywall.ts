import { createHash } from 'node:crypto';
import type { PaymentRequired } from '@x402/core/types';
import { htmlSecurityHeaders } from '../plugins/html-security.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;font-size:.9rem}code{font-size:.8rem;word-break:break-all}`;

/** The HTML policy, admitting the page's one inline style by its hash. */
export const PAYWALL_HEADERS = htmlSecurityHeaders({
  styleHashes: [createHash('sha256').update(STYLE).digest('base64')],
});

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The 402 for browsers: what the call costs and how to pay it. The `PAYMENT-REQUIRED` header is sent too. */
export function paywallHtml(pr: PaymentRequired): string {
  const rows = pr.accepts
    .map((a) => {
      const usd = (Number(a.amount) / 1e6).toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
      return `<tr><td>${escape(a.scheme)}</td><td>${escape(a.network)}</td><td>$${escape(usd)} (${escape(a.amount)} atomic)</td><td><code>${escape(a.asset)}</code></td><td><code>${escape(a.payTo)}</code></td></tr>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Payment required · Sitrep</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style></head>
<body><h1>Payment required</h1>
<p><strong>${escape(pr.resource.url)}</strong> is paid per call with <a href="https://www.x402.org/">x402</a>${pr.resource.description ? `: ${escape(pr.resource.description)}` : ''}.</p>
<table><thead><tr><th>scheme</th><th>network</th><th>price</th><th>asset</th><th>pay to</th></tr></thead><tbody>${rows}</tbody></table>
<p>Call it from an x402 client (for example <code>@x402/fetch</code>), which reads the <code>PAYMENT-REQUIRED</code> header, signs the payment and retries with <code>PAYMENT-SIGNATURE</code>. Prefer a prepaid key? See <a href="/docs">/docs</a> and <code>POST /api/v1/register</code>.</p>
</body></html>`;
}
