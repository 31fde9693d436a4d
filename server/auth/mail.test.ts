import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Smtp, silentLog, startSmtp } from "../../tests/support.ts";
import { smtpLinkMailer } from "./mail.ts";

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

describe("an inbox link", () => {
  it("goes out through SMTP, saying what it is for and how long it works", async () => {
    const send = smtpLinkMailer({
      transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }),
      from: "website@tessera.example",
      log: silentLog,
      production: true,
    });
    const url = "https://www.tessera.example/api/auth/reset-password/abc?callbackURL=x";
    await send({ to: "sam@tessera.example", kind: "invitation", url });
    await send({ to: "ada@tessera.example", kind: "reset", url });
    const [invitation, reset] = smtp.received;
    expect(invitation?.subject).toBe("You are invited to the Tessera inbox");
    expect(invitation?.text).toContain(url);
    expect(invitation?.text).toContain("48 hours");
    expect(reset?.subject).toBe("Reset your Tessera inbox password");
    expect(reset?.text).toContain("If it was not you, ignore this e-mail.");
  });

  it("that the mail server refuses is reported as not e-mailed, so the admin gets it to pass on", async () => {
    smtp.refuse(true);
    const send = smtpLinkMailer({
      transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }),
      from: "website@tessera.example",
      log: silentLog,
      production: true,
    });
    expect(await send({ to: "sam@tessera.example", kind: "invitation", url: "https://www.tessera.example/x" })).toBe(false);
    smtp.refuse(false);
  });
});
