import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c);
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((part) => normalize(part.trim()));
  return forwarded.findLast((hop) => hop && !trustedProxies.includes(hop)) ?? peer;
}

/** The socket's peer address ("unknown" when not running on a Node socket, as when tests call app.request). */
export function peerAddress(c: Context): string {
  try {
    return normalize(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}

const normalize = (address: string) => address.replace(/^::ffff:/, "");
