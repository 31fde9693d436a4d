import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Env } from "./env.ts";

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
  return server;
}
