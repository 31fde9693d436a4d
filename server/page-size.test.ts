import { existsSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { silentLog } from "../tests/support.ts";
import { createApp } from "./app.ts";
import { readSiteData } from "./site-data.ts";

// Runs against the real build in build/client (npm test builds before the unit tests).
const STATIC_DIR = "build/client";
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  if (!existsSync(`${STATIC_DIR}/index.html`)) throw new Error("Build the site first: npm run build");
  app = createApp({ env: { STATIC_DIR }, log: silentLog });
});

/**
 * A new connection's first round trip carries ten TCP segments of 1,460 bytes (RFC 6928's initial window, and the
 * one Lighthouse simulates): a page whose response fits in it shows with one round trip less. Every page is
 * complete HTML with its whole stylesheet inline (about 5.4 KB brotli of its size); which pages fit today is in
 * docs/performance.md. Each page is held to a budget of 21 KiB on the wire, so that nothing grows unnoticed (it was
 * 20 KiB until the brand's name became a drawing of about 450 B in every page, in place of a 48 KB font file:
 * decision 018); each failure message says which side of the one round trip a page is on.
 */
const firstRoundTrip = 10 * 1460;
const budget = 21 * 1024;

/** What Node's HTTP server adds to every response (Date, Connection, Keep-Alive), as sent. */
const nodeHeaders = "Date: Mon, 23 Nov 2026 21:23:32 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n";

/** The bytes of a response on the wire over HTTP/1.1: status line, headers, blank line, body. */
async function wireBytes(response: Response): Promise<{ headers: number; body: number }> {
  let head = `HTTP/1.1 ${response.status} ${response.statusText || "OK"}\r\n`;
  for (const [name, value] of response.headers) head += `${name}: ${value}\r\n`;
  head += `${nodeHeaders}\r\n`;
  return { headers: Buffer.byteLength(head), body: (await response.arrayBuffer()).byteLength };
}

const paths = [...readSiteData(STATIC_DIR).pages.map((entry) => entry.path), "/no-such-page"];

describe("each page's first response", () => {
  test.each(paths)("%s stays within its budget on the wire, brotli-compressed", async (path) => {
    const response = await app.request(path, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding"), path).toBe("br");
    const { headers, body } = await wireBytes(response);
    const rounds = headers + body <= firstRoundTrip ? "one round trip" : "more than one round trip";
    expect(headers + body, `${headers} B of headers and ${body} B of HTML (${rounds})`).toBeLessThanOrEqual(budget);
  });
});
