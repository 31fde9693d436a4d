import type { Transporter } from "nodemailer";
import type { Logger } from "../log.ts";
import { type AuthMailer, linkLifetimeSeconds } from "./auth.ts";

const hours = linkLifetimeSeconds / 3600;

/**
 * Sends inbox links, in plain text, through the same SMTP server as lead notifications. Without one (SMTP_URL unset),
 * or when it refuses the message, the link is not e-mailed: an invitation's link goes back to the admin who sent it
 * (server/inbox/routes.ts), and outside production it is also logged, so a developer can follow it.
 */
export function smtpLinkMailer(options: {
  transport?: Pick<Transporter, "sendMail">;
  from: string;
  log: Logger;
  production: boolean;
}): AuthMailer {
  return async (message) => {
    if (options.transport) {
      const invitation = message.kind === "invitation";
      try {
        await options.transport.sendMail({
          from: options.from,
          to: message.to,
          subject: invitation ? "You are invited to the Tessera inbox" : "Reset your Tessera inbox password",
          text: [
            invitation
              ? "You have been invited to the Tessera inbox, where the team follows up demo requests."
              : "Someone asked to reset the password of your Tessera inbox account. If it was not you, ignore this e-mail.",
            "",
            `${invitation ? "Choose your password" : "Choose a new password"} here (the link works once, for ${hours} hours):`,
            message.url,
          ].join("\n"),
        });
        options.log.info({ kind: message.kind }, "inbox link e-mailed");
        return true;
      } catch (error) {
        options.log.error({ kind: message.kind, reason: error }, "inbox link not e-mailed");
        return false;
      }
    }
    if (options.production) {
      options.log.warn({ kind: message.kind }, "inbox link not e-mailed: set SMTP_URL to send invitations and resets");
    } else {
      options.log.info({ kind: message.kind, url: message.url }, "inbox link (no SMTP_URL: logged, not sent)");
    }
    return false;
  };
}
