import { escapeHtml } from '../../lib/html.ts';

/** What the authorization page carries from Google's query into its forms. */
export type AuthorizeRequest = {
  client_id: string;
  redirect_uri: string;
  response_type: 'token';
  scope: string;
  state?: string | undefined;
};

export type DevIdpAccount = { email: string; name: string };

function hiddenFields(request: AuthorizeRequest): string {
  const fields: Array<[string, string | undefined]> = [
    ['client_id', request.client_id],
    ['redirect_uri', request.redirect_uri],
    ['response_type', request.response_type],
    ['scope', request.scope],
    ['state', request.state],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
}

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2330;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:40px 16px;padding:24px 28px;border-radius:10px;max-width:440px;width:100%;box-shadow:0 2px 10px rgba(0,0,0,.08)}
.banner{background:#fff4d6;border:1px solid #e8c45c;color:#6b4e00;padding:8px 12px;border-radius:6px;font-size:14px}
h1{font-size:20px;margin:16px 0 4px}
p{font-size:14px;color:#4a5263}
.accounts{display:flex;flex-direction:column;gap:8px;margin:16px 0}
button{font:inherit;cursor:pointer;border-radius:6px;padding:10px 12px;border:1px solid #c9cfdb;background:#fff;text-align:left}
button:hover{background:#eef2fb}
.email{display:block;font-size:13px;color:#5b6474}
.other{display:flex;gap:8px}
.other input{flex:1;font:inherit;padding:9px 10px;border:1px solid #c9cfdb;border-radius:6px}
.other button{text-align:center;background:#1a56db;border-color:#1a56db;color:#fff}
.error{color:#b42318;font-size:14px}
`;

/**
 * The local identity provider's consent page. Plain forms and no script: the site's CSP allows
 * scripts from our own files only, and a form is all a choice of account needs.
 */
export function renderAuthorizePage(request: AuthorizeRequest, accounts: DevIdpAccount[], error?: string): string {
  const hidden = hiddenFields(request);
  const buttons = accounts
    .map(
      (account) =>
        `<button type="submit" name="email" value="${escapeHtml(account.email)}">${escapeHtml(account.name || account.email)}<span class="email">${escapeHtml(account.email)}</span></button>`,
    )
    .join('');
  const accountList = accounts.length > 0 ? `<form method="post" class="accounts">${hidden}${buttons}</form>` : '<p>No active staff accounts yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development sign-in — local identity provider</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="banner" role="note"><strong>Development sign-in — local identity provider.</strong> This is not Google: it signs in anyone it is asked to, and only runs outside production.</div>
<h1>Choose an account</h1>
<p>to continue to <strong>${escapeHtml(request.client_id)}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${accountList}
<form method="post" class="other">${hidden}<input type="email" name="email" aria-label="Another email" placeholder="Another email" required autocomplete="off"><button type="submit">Continue</button></form>
</main>
</body>
</html>`;
}
