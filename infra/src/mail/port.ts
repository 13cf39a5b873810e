/** Outgoing email (password resets, registration requests, notification emails). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Mailer port. Adapters: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that
 * writes each message as an .eml file under DATA_DIR/outbox/ and logs it (single-machine installs).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
