import { join } from 'node:path';
import type { MailLogger, Mailer } from './port.ts';

export type { MailLogger, Mailer, MailMessage } from './port.ts';

export interface MailSettings {
  dataDir: string;
  smtpUrl: string | undefined;
  registrationDomain: string;
}

/** The sender of every mail: no-reply in the company domain. */
export const mailFrom = (settings: Pick<MailSettings, 'registrationDomain'>): string => `FTR <no-reply@${settings.registrationDomain}>`;

/** SMTP when SMTP_URL is set, otherwise the outbox folder DATA_DIR/outbox (one .eml file per mail). */
export const createMailer = async (settings: MailSettings, logger?: MailLogger): Promise<Mailer> =>
  settings.smtpUrl
    ? (await import('./smtp.ts')).createSmtpMailer(settings.smtpUrl, mailFrom(settings), logger)
    : (await import('./outbox.ts')).createOutboxMailer(join(settings.dataDir, 'outbox'), mailFrom(settings), logger);
