import { API_PREFIX } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';

/** Where a person reads the local outbox in the browser (linked from README). */
export const OUTBOX_PATH = `${API_PREFIX}/dev/outbox`;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The outbox exists only when no SMTP server is configured (a developer's or CI machine): it shows
 * every mail sent, newest first. `?to=` narrows to one address; `.json` is what tests read.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Queryable): void {
  const list = async (to: string | undefined) =>
    db.query<OutboxRow>(
      `SELECT id::int, to_address, subject, text_body, html_body, created_at FROM outbox_mails
       WHERE $1::text IS NULL OR to_address = $1 ORDER BY id DESC LIMIT 200`,
      [to ? to.toLowerCase() : null],
    );

  app.get<{ Querystring: { to?: string } }>(`${OUTBOX_PATH}.json`, async (request) => {
    const rows = await list(request.query.to);
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      created_at: row.created_at.toISOString(),
    }));
  });

  app.get<{ Querystring: { to?: string } }>(OUTBOX_PATH, async (request, reply) => {
    const rows = await list(request.query.to);
    const items = rows
      .map(
        (row) => `<article data-testid="outbox-mail"><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.to_address)}</strong> · ${row.created_at.toISOString()}</p>
<div class="body">${row.html_body.replace(/^[\s\S]*<body[^>]*>|<\/body>[\s\S]*$/g, '')}</div></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    // A page, unlike the API's other answers: its own style and the mails' inline styles and images.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Coachforge outbox</title>
<style>body{font-family:sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#666}</style>
</head><body><h1>Outbox</h1><p>Mail the platform sent while no SMTP server is configured, newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
