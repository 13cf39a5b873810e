/** Outgoing email (password resets, registration requests, notification emails). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it (a scheduled report's workbook). */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Mailer port. Adapters: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that
 * writes each message as an .eml file under DATA_DIR/outbox/ and logs it (single-machine installs).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Where adapters say what they sent (recipient and subject only, never the body). */
export interface MailLogger {
  info(details: object, message: string): void;
}
