/**
 * Calls a backend function in the Supabase Edge Functions protocol: POST JSON to
 * `{VITE_FUNCTIONS_URL}/{name}`, with the anonymous key when one is configured. Errors carry the names and
 * messages of supabase-js, and the server's own `error` text when it sent one.
 */
const baseUrl = (import.meta.env.VITE_FUNCTIONS_URL as string | undefined) ?? "/functions/v1";
const anonKey = import.meta.env.VITE_FUNCTIONS_KEY as string | undefined;

export class FunctionsError extends Error {
  override name = "FunctionsError";
  /** The `error` text of the server's JSON answer, when it sent one. */
  serverMessage?: string;
  status?: number;
}

export class FunctionsFetchError extends FunctionsError {
  override name = "FunctionsFetchError";
  constructor() {
    super("Failed to send a request to the Edge Function");
  }
}

export class FunctionsRelayError extends FunctionsError {
  override name = "FunctionsRelayError";
  constructor() {
    super("Relay Error invoking the Edge Function");
  }
}

export class FunctionsHttpError extends FunctionsError {
  override name = "FunctionsHttpError";
  constructor(status: number, serverMessage: string | undefined) {
    super("Edge Function returned a non-2xx status code");
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export async function invokeFunction<T>(name: string, body: unknown, options: { idempotencyKey?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-client-info": "tessera-website" };
  if (anonKey) {
    headers.apikey = anonKey;
    headers.authorization = `Bearer ${anonKey}`;
  }
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${name}`, { method: "POST", headers, body: JSON.stringify(body) });
  } catch {
    throw new FunctionsFetchError();
  }
  if (response.headers.get("x-relay-error") === "true") throw new FunctionsRelayError();
  const data = (await response.json().catch(() => undefined)) as (T & { error?: unknown }) | undefined;
  if (!response.ok) {
    throw new FunctionsHttpError(response.status, typeof data?.error === "string" ? data.error : undefined);
  }
  return data as T;
}
