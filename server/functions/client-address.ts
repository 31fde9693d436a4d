import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The address a request came from: the socket's peer, or, when that peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer = "unknown";
  try {
    peer = normalize(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // Not running on a Node socket (tests call app.request directly).
  }
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => normalize(part.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

const normalize = (address: string) => address.replace(/^::ffff:/, "");
