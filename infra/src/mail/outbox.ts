import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailLogger, Mailer, MailMessage } from './port.ts';

/** Header values on one line: a CR or LF in a name or address must never start a new header. */
export const headerValue = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** RFC 2047 encoding for a header with non-ASCII characters (names with accents in a subject). */
const encodeHeader = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** One message as an RFC 5322 text (the .eml format every mail client opens). */
export const toEml = (message: MailMessage, from: string, date: Date, id: string): string => {
  const attachments = message.attachments ?? [];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  const plain = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
  const head = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeader(headerValue(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@ftr.outbox>`,
    'MIME-Version: 1.0',
  ];
  if (attachments.length === 0) return `${[...head, ...plain].join('\r\n')}\r\n\r\n${body}\r\n`;
  const boundary = `ftr-${id}`;
  const parts = [
    `${plain.join('\r\n')}\r\n\r\n${body}\r\n`,
    ...attachments.map((a) => {
      const name = encodeHeader(headerValue(a.filename)).replace(/"/g, '');
      const lines =
        Buffer.from(a.content)
          .toString('base64')
          .match(/.{1,76}/g) ?? [];
      return [
        `Content-Type: ${headerValue(a.contentType)}; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        ...lines,
        '',
      ].join('\r\n');
    }),
  ];
  const multipart = `Content-Type: multipart/mixed; boundary="${boundary}"`;
  return `${[...head, multipart].join('\r\n')}\r\n\r\n${parts.map((p) => `--${boundary}\r\n${p}`).join('')}--${boundary}--\r\n`;
};

/**
 * The mailer of single-machine installs (no SMTP_URL): each message becomes an .eml file in
 * `folder` (DATA_DIR/outbox), named so that a listing is in sending order. The log says who and
 * what about, never the body (it may hold a reset link).
 */
export const createOutboxMailer = (folder: string, from: string, logger?: MailLogger): Mailer => {
  // Mails of the same millisecond keep their sending order through this counter.
  let sequence = 0;
  return {
    async send(message) {
      const date = new Date();
      const order = String(sequence++ % 1_000_000).padStart(6, '0');
      const id = randomUUID();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${order}-${id}.eml`;
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(join(folder, name), toEml(message, from, date, id), { mode: 0o600 });
      logger?.info({ to: headerValue(message.to), subject: headerValue(message.subject), file: name }, 'mail written to the outbox');
    },
  };
};
