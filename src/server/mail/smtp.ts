/** With SMTP_URL (smtp://user:pass@host:587 or smtps://…:465), mail goes out through that server. */
import nodemailer from 'nodemailer';
import type { Mail, Transport } from './transport.ts';

export const smtpTransport = (smtpUrl: string): Transport => {
  const transporter = nodemailer.createTransport(smtpUrl);
  const { host, port } = new URL(smtpUrl);
  return {
    describe: `mail is sent through SMTP at ${host}${port ? `:${port}` : ''}`,
    async send(mail: Mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
};
