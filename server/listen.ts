import type { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { serve } from "@hono/node-server";
import type { Env } from "./env.ts";
import { commonHeaders, strictPolicy } from "./security.ts";

type Limits = Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS">;

/**
 * The Node HTTP server for an app, with limits so that a slow or idle client cannot hold a connection: its headers
 * must arrive within HEADERS_TIMEOUT_MS and its whole request (body included) within REQUEST_TIMEOUT_MS, or Node
 * answers 408 and closes the connection; an idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS.
 * Request bodies are limited where they are read (16 KiB for submit-demo); headers by Node's 16 KiB default.
 */
export function listen(
  app: { fetch: (request: Request, env: never) => Response | Promise<Response> },
  options: Limits & Pick<Env, "PORT" | "HOST">,
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(
    {
      fetch: app.fetch as never,
      port: options.PORT,
      hostname: options.HOST,
      serverOptions: {
        headersTimeout: options.HEADERS_TIMEOUT_MS,
        requestTimeout: options.REQUEST_TIMEOUT_MS,
        // Node checks the two timeouts above on this interval (30 s by default), so a short timeout is only as
        // good as the interval.
        connectionsCheckingInterval: Math.min(1_000, options.HEADERS_TIMEOUT_MS),
      },
    },
    onListening,
  ) as Server;
  server.keepAliveTimeout = options.KEEP_ALIVE_TIMEOUT_MS;
  // A request Node could not read (malformed, headers too large, too slow) never reaches the app in full, so Node answers
  // it itself; this answers the same way, with the security headers every other reply carries and an empty body.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, reason] = clientErrors[error.code ?? ""] ?? [400, "Bad Request"];
    const headers = { ...commonHeaders, "content-security-policy": strictPolicy, "content-length": "0", connection: "close" };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join("")}\r\n`);
    // Nothing more is read from a request that timed out, as in Node's own handler: in a server held busy past the
    // timeout, the body may still be waiting unread, and the app would act on it (store a demo request) after the 408.
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") socket.destroy();
  });
  return server;
}

/** The answers Node gives, by the error it met before a request reached the app (as Node's own default handler). */
const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Content Too Large"],
};
