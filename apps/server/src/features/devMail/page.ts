import type { OutboxMail } from './repo.js';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything from a mail is someone's input: escaped for text and for attribute values alike. */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);

const when = (iso: string | null) => (iso ? `${iso.slice(0, 19).replace('T', ' ')} UTC` : '');

// Inline styles are allowed by the CSP (style-src 'unsafe-inline'); scripts are not, so the page has none:
// <details> expands a body without JavaScript.
const styles = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1b1f24; }
  h1 { font-size: 1.4rem; } a { color: #0b5cad; }
  .note { background: #f3f5f7; border-left: 4px solid #8a94a0; padding: .6rem .9rem; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; vertical-align: top; padding: .45rem .6rem; border-bottom: 1px solid #d9dee3; }
  th { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: #57606a; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f6f8fa; padding: .7rem; margin: .4rem 0 0; }
  summary { cursor: pointer; }
  .status { font-size: .8rem; padding: .1rem .45rem; border-radius: .6rem; background: #e6e9ed; white-space: nowrap; }
  .status-held { background: #fff1c2; } .status-done { background: #d6f5dd; } .status-failed { background: #ffd9d6; }
  .muted { color: #57606a; white-space: nowrap; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
  dt { color: #57606a; } dd { margin: 0; }
  iframe { width: 100%; height: 32rem; border: 1px solid #d9dee3; }
`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
${body}
</body>
</html>
`;

const status = (mail: OutboxMail) => `<span class="status status-${mail.status}">${escapeHtml(mail.status)}</span>`;

export const renderMailList = (mails: OutboxMail[], options: { smtpConfigured: boolean; limit: number }): string => {
  const note = options.smtpConfigured
    ? 'SMTP_URL is set: mail is delivered; this page shows the outbox.'
    : 'SMTP_URL is not set: mail is not delivered but held here.';
  const rows = mails
    .map(
      (mail) => `<tr>
  <td class="muted">${escapeHtml(when(mail.createdAt))}</td>
  <td>${status(mail)}</td>
  <td>${escapeHtml(mail.to)}</td>
  <td><details><summary><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></summary><pre>${escapeHtml(mail.text)}</pre></details></td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table>
<thead><tr><th>Created</th><th>Status</th><th>To</th><th>Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail yet.</p>';
  return page(
    'Mail outbox',
    `<h1>Mail outbox</h1>
<p class="note">${note} Newest first, at most ${options.limit}. JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${table}`,
  );
};

export const renderMailDetail = (mail: OutboxMail): string => {
  const fields: [string, string][] = [
    ['To', escapeHtml(mail.to)],
    ['Subject', escapeHtml(mail.subject)],
    ['Status', status(mail)],
    ['Created', escapeHtml(when(mail.createdAt))],
    ['Done', escapeHtml(when(mail.doneAt))],
    ['Attempts', String(mail.attempts)],
    ['Club', mail.clubId === null ? '' : String(mail.clubId)],
    ['Last error', escapeHtml(mail.lastError ?? '')],
  ];
  // The HTML body is shown in a sandboxed frame: no scripts, no access to this page or its origin.
  const html =
    mail.html === null
      ? ''
      : `<h2>HTML body</h2>
<iframe sandbox="" title="HTML body" srcdoc="${escapeHtml(mail.html)}"></iframe>
<details><summary>HTML source</summary><pre>${escapeHtml(mail.html)}</pre></details>`;
  return page(
    `Mail ${mail.id}: ${mail.subject}`,
    `<p><a href="/dev/mail">← All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
${fields.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('\n')}
</dl>
<h2>Text body</h2>
<pre>${escapeHtml(mail.text)}</pre>
${html}`,
  );
};
