// Outgoing e-mail: nodemailer over SMTP_URL, or, with none set (local runs), a .eml file in
// DATA_DIR/outbox plus a log line, so sign-in works with no mail server.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

export function createMailer(config: Config, log: (line: string) => void = () => {}): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return { send: async (mail) => { await transport.sendMail({ from: config.MAIL_FROM, ...mail }); } };
  }
  const outbox = path.join(config.DATA_DIR, 'outbox');
  // the stream transport renders a real RFC 5322 message, the same bytes SMTP would carry
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await render.sendMail({ from: config.MAIL_FROM, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log(`e-mail to ${mail.to} written to ${file}: ${mail.subject}`);
    },
  };
}
