import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from './index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ftr-outbox-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox and logs only recipient and subject', async () => {
    const logged: object[] = [];
    const mailer = await createMailer(
      { dataDir: dir, smtpUrl: undefined, registrationDomain: 'example.com' },
      { info: (details) => logged.push(details) },
    );
    await mailer.send({ to: 'jo@example.com', subject: 'FTR password reset', text: 'Secret link:\nhttps://ftr/reset/abc' });
    await mailer.send({ to: 'al@example.com', subject: 'Zoë’s request', text: 'Second' });
    const files = readdirSync(join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    const first = readFileSync(join(dir, 'outbox', files[0] ?? ''), 'utf8');
    expect(first).toContain('From: FTR <no-reply@example.com>\r\nTo: jo@example.com\r\nSubject: FTR password reset\r\n');
    expect(first).toContain('Content-Type: text/plain; charset=utf-8');
    expect(first.endsWith('\r\n\r\nSecret link:\r\nhttps://ftr/reset/abc\r\n')).toBe(true);
    expect(readFileSync(join(dir, 'outbox', files[1] ?? ''), 'utf8')).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Zoë’s request').toString('base64')}?=`,
    );
    expect(logged).toEqual([
      expect.objectContaining({ to: 'jo@example.com', subject: 'FTR password reset' }),
      expect.objectContaining({ to: 'al@example.com' }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('reset/abc');
  });

  it('never lets a line break in a subject or address start a new header', async () => {
    const mailer = await createMailer({ dataDir: dir, smtpUrl: undefined, registrationDomain: 'example.com' });
    await mailer.send({ to: 'jo@example.com\r\nBcc: evil@example.net', subject: 'Hi\nBcc: evil@example.net', text: 'x' });
    const [file] = readdirSync(join(dir, 'outbox'));
    const head = readFileSync(join(dir, 'outbox', file ?? ''), 'utf8').split('\r\n\r\n')[0] ?? '';
    expect(head.split('\r\n').filter((line) => line.startsWith('Bcc'))).toEqual([]);
  });

  it('attaches files as base64 parts of a multipart/mixed message', async () => {
    const mailer = await createMailer({ dataDir: dir, smtpUrl: undefined, registrationDomain: 'example.com' });
    const content = new Uint8Array([80, 75, 3, 4, 0, 255]);
    await mailer.send({
      to: 'jo@example.com',
      subject: 'Pans',
      text: 'Attached',
      attachments: [{ filename: 'Pans.xlsx', contentType: 'application/x-test', content }],
    });
    const [file] = readdirSync(join(dir, 'outbox'));
    const eml = readFileSync(join(dir, 'outbox', file ?? ''), 'utf8');
    const boundary = /boundary="([^"]+)"/.exec(eml)?.[1] ?? '';
    expect(boundary).not.toBe('');
    expect(eml).toContain(
      `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nAttached\r\n`,
    );
    expect(eml).toContain('Content-Disposition: attachment; filename="Pans.xlsx"\r\nContent-Transfer-Encoding: base64\r\n\r\n');
    expect(eml).toContain(Buffer.from(content).toString('base64'));
    expect(eml.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });
});
