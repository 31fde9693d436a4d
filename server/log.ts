import pino from "pino";

/**
 * JSON logs. A visitor's message, e-mail and name never appear in full: known fields are redacted, and
 * `maskEmail` keeps just enough of an address to tell two requests apart.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "email",
        "full_name",
        "fullName",
        "message",
        "*.email",
        "*.full_name",
        "*.fullName",
        "*.message",
        "req.headers.cookie",
      ],
      censor: "[redacted]",
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
