import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";

/** What a visitor types that the logs never show: redacted wherever a log line has it. */
const visitorFields = ["email", "full_name", "fullName", "message"];

/**
 * JSON logs. A visitor's message, e-mail and name never appear in full: known fields are redacted, and
 * `maskEmail` keeps just enough of an address to tell two requests apart. Errors (`err`) and failure reasons
 * (`reason`, an error or a text) are logged without the parameters of a failed database query (the visitor's name,
 * e-mail and message), without the driver's row details, and with e-mail addresses masked.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    serializers: { err: safeError, reason },
    // The visitor's fields at the top of a log line and one level down, and a request's cookies.
    redact: {
      paths: [...visitorFields, ...visitorFields.map((field) => `*.${field}`), "req.headers.cookie"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const emailLike = /[^\s@"'(),<>:;]+@[^\s@"'(),<>:;]+\.[^\s@"'(),<>:;]+/g;

const maskEmails = (text: string) => text.replace(emailLike, (email) => maskEmail(email));

/**
 * An error's message as the logs may show it. Drizzle writes a failed query's parameters into its message; its
 * DrizzleQueryError also keeps the query apart, so the message is made again from the query alone.
 */
const messageOf = (error: Error) =>
  error instanceof DrizzleQueryError ? `Failed query: ${error.query}\nparams: [redacted]` : error.message;

/** Why something failed, from an error (its message, as `messageOf` gives it) or from a text. */
function reason(value: unknown) {
  if (value instanceof Error) return maskEmails(messageOf(value));
  return typeof value === "string" ? maskEmails(value) : value;
}

type SafeError = { type: string; message: string; code?: string; stack?: string; cause?: SafeError };

/** An error as the logs may show it: its kind, code, scrubbed message and stack, and its cause; nothing else. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[not an Error]" };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: maskEmails(messageOf(error)),
    ...(typeof code === "string" ? { code } : {}),
    // The stack starts with the message: the same one the logs show.
    ...(error.stack ? { stack: maskEmails(error.stack.replace(error.message, messageOf(error))) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

export type Logger = ReturnType<typeof createLogger>;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
