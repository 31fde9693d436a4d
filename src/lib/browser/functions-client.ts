/**
 * Calls a backend function in the Supabase Edge Functions protocol: POST JSON to
 * `{VITE_FUNCTIONS_URL}/{name}`, with the anonymous key when one is configured.
 */
const baseUrl = (import.meta.env.VITE_FUNCTIONS_URL as string | undefined) ?? "/functions/v1";
const anonKey = import.meta.env.VITE_FUNCTIONS_KEY as string | undefined;

/**
 * A call that failed, named as supabase-js names it: `FunctionsFetchError` (no answer), `FunctionsRelayError` (the
 * relay failed) or `FunctionsHttpError` (an answer that is not 2xx, with its status and the server's `error` text, when
 * it sent one). The form says each in its own words (ui.yaml), so the message is the name.
 */
export class FunctionsError extends Error {
  declare readonly name: "FunctionsFetchError" | "FunctionsRelayError" | "FunctionsHttpError";
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  constructor(name: FunctionsError["name"], status?: number, serverMessage?: string) {
    super(name);
    Object.assign(this, { name, status, serverMessage });
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
    throw new FunctionsError("FunctionsFetchError");
  }
  if (response.headers.get("x-relay-error") === "true") throw new FunctionsError("FunctionsRelayError");
  const data = (await response.json().catch(() => undefined)) as (T & { error?: unknown }) | undefined;
  if (!response.ok) {
    throw new FunctionsError("FunctionsHttpError", response.status, typeof data?.error === "string" ? data.error : undefined);
  }
  return data as T;
}
