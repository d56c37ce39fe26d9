/**
 * @module The development mail catcher (issue 14, DECISIONS.md 7): an SMTP server (smtp-server) on 127.0.0.1 that
 * keeps every e-mail the API sends in memory, and a tiny inbox page beside it: GET / (the e-mails, newest first),
 * GET /messages.json (the same as JSON, for tests and scripts). Nothing leaves the machine. `npm start` starts it and
 * prints the inbox URL; production (`npm run serve`) takes SMTP_URL from the environment instead.
 */
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Decodes quoted-printable text (RFC 2045 6.7) as UTF-8. */
function decodeQuotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words ('=?UTF-8?Q?...?=', '=?UTF-8?B?...?=') of a header. */
function decodeHeader(value) {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
    (_, _charset, enc, data) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** A raw single-part message as { from, to, subject, date, text }. */
export function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : '';
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text = encoding === 'quoted-printable'
    ? decodeQuotedPrintable(body)
    : encoding === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return {
    from: decodeHeader(headers.from ?? ''),
    to: decodeHeader(headers.to ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    date: headers.date ?? '',
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function inboxPage(messages) {
  const items = messages.map((m) => `
    <article>
      <h2>${escapeHtml(m.subject)}</h2>
      <p class="meta">Para: ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.receivedAt).toLocaleString('pt-MZ'))}</p>
      <pre>${escapeHtml(m.text)}</pre>
    </article>`).join('');
  return `<!doctype html><html lang="pt-MZ"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de correio (desenvolvimento)</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1f2933}
article{border:1px solid #d0d7de;border-radius:8px;padding:0 1rem;margin:0 0 1rem}h2{font-size:1.05rem}
.meta{color:#52606d;font-size:.875rem}pre{white-space:pre-wrap;font-family:inherit}</style></head><body>
<h1>Caixa de correio de desenvolvimento</h1>
<p>${messages.length} e-mail(s) enviados pela API local. Nada sai desta máquina.</p>${items}</body></html>`;
}

/**
 * Starts the catcher.
 * @param options.smtpPort SMTP port (0: a free one)
 * @param options.httpPort inbox page port (0: a free one)
 * @returns { smtpUrl, inboxUrl, messages, stop }
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' } = {}) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'MozTurismo mail catcher',
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const parsed = parseMessage(Buffer.concat(chunks).toString('utf8'));
        messages.unshift({
          id: messages.length + 1,
          ...parsed,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > 500) messages.pop();
        callback();
      });
    },
  });
  smtp.on('error', (err) => console.error(`mail catcher: ${err.message}`));
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  const page = http.createServer((req, res) => {
    if (req.url === '/messages.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(messages));
    } else if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(inboxPage(messages));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve, reject) => {
    page.once('error', reject);
    page.listen(httpPort, host, resolve);
  });
  return {
    smtpUrl: `smtp://${host}:${smtp.server.address().port}`,
    inboxUrl: `http://${host}:${page.address().port}/`,
    messages,
    async stop() {
      await Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => page.close(r))]);
    },
  };
}
