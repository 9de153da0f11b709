import type { OutboxMessage } from '@pitstop/contracts';
import { escapeHtml } from '../../adapters/email/index.ts';

/** /dev/outbox: what the server would have sent, newest first, each email rendered in a sandboxed frame. */
export function outboxPage(brandName: string, messages: OutboxMessage[], to: string | undefined): string {
  const items = messages
    .map((message) => {
      const when = new Date(message.createdAt).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'medium' });
      const body = message.html
        ? `<iframe title="${escapeHtml(message.subject ?? 'Email')}" sandbox srcdoc="${escapeHtml(message.html)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(message.text)}</pre></details>`
        : `<pre>${escapeHtml(message.text)}</pre>`;
      return `<article>
<header>
<h2>${escapeHtml(message.subject ?? `Text message (${message.template})`)}</h2>
<dl>
<dt>To</dt><dd><a href="?to=${encodeURIComponent(message.to)}">${escapeHtml(message.to)}</a></dd>
<dt>Sent</dt><dd><time datetime="${message.createdAt}">${escapeHtml(when)} UTC</time></dd>
<dt>Kind</dt><dd>${message.channel} · ${escapeHtml(message.template)} · ${message.status}</dd>
</dl>
</header>
${body}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · ${escapeHtml(brandName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:24px;margin:0 0 4px}
p.lead{margin:0 0 24px;color:#495057}
article{background:#fff;border:1px solid #dee2e6;border-radius:12px;padding:16px;margin:0 0 16px}
h2{font-size:18px;margin:0 0 8px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#495057}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:520px;border:1px solid #dee2e6;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8f9fa;padding:12px;border-radius:8px;font-size:14px}
a{color:#1864ab}
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
<p class="lead">Email and text messages this development server kept instead of sending${to ? ` — to ${escapeHtml(to)} (<a href="/dev/outbox">show all</a>)` : ''}. JSON for tests: <a href="/dev/outbox.json">/dev/outbox.json?to=</a></p>
${items || '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
}
