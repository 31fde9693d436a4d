import pino from "pino";

/**
 * JSON logs. A visitor's message, e-mail and name never appear in full: known fields are redacted, and
 * `maskEmail` keeps just enough of an address to tell two requests apart. Errors (`err`) and failure reasons
 * (`reason`) are logged without the query parameters a failed database query carries in its message (the
 * visitor's name, e-mail and message), without the driver's row details, and with e-mail addresses masked.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: safeError, reason: (value: unknown) => (typeof value === "string" ? scrub(value) : value) },
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
  };
  return destination ? pino(options, destination) : pino(options);
}

const emailLike = /[^\s@"'(),<>:;]+@[^\s@"'(),<>:;]+\.[^\s@"'(),<>:;]+/g;

/** Drops a failed query's parameters ("params: …", Drizzle's message) and masks e-mail addresses. */
function scrub(text: string): string {
  // The parameters run to the first stack frame, or to the end; a visitor's message may span lines.
  return text
    .replace(/^params: [\s\S]*?(?=\n\s+at |$(?![\s\S]))/m, "params: [redacted]")
    .replace(emailLike, (email) => maskEmail(email));
}

type SafeError = { type: string; message: string; code?: string; stack?: string; cause?: SafeError };

/** An error as the logs may show it: its kind, code, scrubbed message and stack, and its cause; nothing else. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an Error]" };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: scrub(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

export type Logger = ReturnType<typeof createLogger>;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
