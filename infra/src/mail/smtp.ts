import nodemailer from 'nodemailer';
import { headerValue } from './outbox.ts';
import type { MailLogger, Mailer } from './port.ts';

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export const createSmtpMailer = (url: string, from: string, logger?: MailLogger): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const to = headerValue(message.to);
      const subject = headerValue(message.subject);
      const attachments = (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      }));
      await transport.sendMail({ from, to, subject, text: message.text, attachments });
      logger?.info({ to, subject }, 'mail sent');
    },
  };
};
