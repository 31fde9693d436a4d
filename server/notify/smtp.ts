import nodemailer from "nodemailer";

/**
 * The SMTP transport for SMTP_URL, with time limits short enough that sending one e-mail always ends well within an
 * outbox item's lease (server/notify/outbox-worker.ts): 10 s to connect, 10 s for the greeting, 20 s of silence.
 * Settings given in the URL's query string take precedence.
 */
export const smtpTransport = (url: string) =>
  nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
