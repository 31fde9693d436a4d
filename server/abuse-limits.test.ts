import type { Server } from "node:http";
import { connect } from "node:net";
import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inOneRateWindow, silentLog, standInSite, type TestDatabase, testDatabase, validRequest } from "../tests/support.ts";
import { createApp } from "./app.ts";
import { demoRequests } from "./db/schema.ts";
import { clientAddress } from "./functions/client-address.ts";
import { listen } from "./listen.ts";
import { createLogger } from "./log.ts";
import { commonHeaders, strictPolicy } from "./security.ts";

const site = standInSite();

/** The demo endpoint's abuse limits (docs/product.md, issue 7), measured on a real socket where it matters. */

const limits = { HEADERS_TIMEOUT_MS: 1_000, REQUEST_TIMEOUT_MS: 2_000, KEEP_ALIVE_TIMEOUT_MS: 1_000 };
const servers: Server[] = [];

function start(app: { fetch: (request: Request, env: never) => Response | Promise<Response> }): Promise<number> {
  return new Promise((resolve) => {
    const server = listen(app, { ...limits, PORT: 0, HOST: "127.0.0.1" }, (info) => resolve(info.port));
    servers.push(server);
  });
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Opens a raw connection, writes `first`, then one byte of `trickle` every `everyMs`; resolves when the server hangs up. */
function slowClient(port: number, first: string, trickle: string, everyMs = 150) {
  return new Promise<{ closedAfterMs: number; answer: string }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on("connect", () => {
      socket.write(first);
      timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++] as string);
      }, everyMs);
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {}); // a reset is a hang-up too
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    setTimeout(() => reject(new Error("the server kept the slow connection open")), 15_000).unref();
  });
}

/** A reply Node writes itself carries the headers every reply of the app does, and no body to render. */
function expectSecurityHeaders(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const headers = new Map(
    head
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(": ") as [string, string]),
  );
  for (const [name, value] of Object.entries(commonHeaders)) expect(headers.get(name), name).toBe(value);
  expect(headers.get("content-security-policy")).toBe(strictPolicy);
  expect(headers.get("content-length")).toBe("0");
  expect(body).toBe("");
}

describe("connection limits", () => {
  let port: number;
  beforeAll(async () => {
    const app = new Hono();
    app.get("/", (c) => c.text("ok"));
    app.post("/", async (c) => c.text(String((await c.req.text()).length)));
    // A request cut off mid-body fails to read; the real app logs that through pino, this one stays quiet.
    app.onError((_error, c) => c.text("failed", 500));
    port = await start(app);
  });

  it("disconnects a client that trickles its headers, with 408, once HEADERS_TIMEOUT_MS has passed", async () => {
    const { closedAfterMs, answer } = await slowClient(port, "GET / HTTP/1.1\r\nHost: x\r\n", "X-Slow: ".padEnd(400, "a"));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expectSecurityHeaders(answer);
    expect(closedAfterMs).toBeGreaterThanOrEqual(limits.HEADERS_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(limits.HEADERS_TIMEOUT_MS + 2_500);
  });

  it("disconnects a client that trickles its body once REQUEST_TIMEOUT_MS has passed", async () => {
    const head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 400\r\n\r\n";
    const { closedAfterMs, answer } = await slowClient(port, head, "b".repeat(400));
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(limits.REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(limits.REQUEST_TIMEOUT_MS + 2_500);
  });

  it("answers a request it cannot read with 400, and one with too large headers with 431, headers included", async () => {
    const malformed = await slowClient(port, "GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n", "");
    expect(malformed.answer).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(malformed.answer);
    const huge = await slowClient(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, "");
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 /);
    expectSecurityHeaders(huge.answer);
  });

  it("closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS", async () => {
    const { closedAfterMs, answer } = await slowClient(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", "");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(limits.KEEP_ALIVE_TIMEOUT_MS + 2_000);
  });

  it("still serves a client that is merely slow to read", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe("ok");
  });
});

describe("a demo request cut off by REQUEST_TIMEOUT_MS", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it("is answered 408 and not stored, even when its body arrives while a stalled server has not yet read it", async () => {
    const app = createApp({ env: { STATIC_DIR: site }, db: database.db, log: silentLog });
    let handled: Promise<unknown> | undefined;
    const received = Promise.withResolvers<void>();
    const port = await start({
      fetch: (request, env) => {
        handled = Promise.resolve(app.fetch(request, env));
        received.resolve();
        return handled as Promise<Response>;
      },
    });
    const body = JSON.stringify(validRequest);
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("error", () => {}); // a reset is a hang-up too
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(
      `POST /functions/v1/submit-demo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    await received.promise;
    // The body comes, but the server is busy (its event loop held) past the timeout and past Node's next check of it.
    socket.write(body);
    setImmediate(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, limits.REQUEST_TIMEOUT_MS + 1_500));
    await closed;
    await handled?.catch(() => undefined);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await database.db.select().from(demoRequests)).toEqual([]);
  });
});

describe("request bodies", () => {
  let port: number;
  beforeAll(async () => {
    port = await start(createApp({ env: { STATIC_DIR: site }, log: silentLog }));
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("refuses a body over 16 KiB with 413, whether its length is announced or streamed", async () => {
    const big = JSON.stringify({ ...validRequest, message: "x".repeat(1024 * 1024) });
    const announced = await post(big);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toEqual({ error: "The request is too large. Please shorten your message." });

    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode("x".repeat(16 * 1024)));
        controller.close();
      },
    });
    const streamed = await post(chunks as unknown as BodyInit);
    expect(streamed.status).toBe(413);
  });
});

describe("X-Forwarded-For", () => {
  const addressOf = async (trusted: string[], peer: string, forwardedFor?: string) => {
    const app = new Hono();
    app.get("/", (c) => c.text(clientAddress(c, trusted)));
    const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
    const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer } } });
    return response.text();
  };

  it("is ignored from a peer that is not a trusted proxy", async () => {
    expect(await addressOf([], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
    expect(await addressOf(["10.0.0.5"], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("names the nearest address that is not a trusted proxy, ignoring what the client wrote before it", async () => {
    expect(await addressOf(["10.0.0.5"], "10.0.0.5", "198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(["10.0.0.5"], "10.0.0.5", "1.2.3.4, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressOf(["10.0.0.5", "10.0.0.6"], "::ffff:10.0.0.5", "1.2.3.4, 198.51.100.1, 10.0.0.6")).toBe("198.51.100.1");
    expect(await addressOf(["10.0.0.5"], "10.0.0.5")).toBe("10.0.0.5");
  });

  describe("in the rate limit", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await testDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });

    const submit = async (trusted: string[], forwardedFor: string) => {
      const app = createApp({
        env: { STATIC_DIR: site, TRUSTED_PROXIES: trusted, RATE_LIMIT_PER_MINUTE: 1 },
        db: database.db,
        log: silentLog,
      });
      const response = await app.request(
        "/functions/v1/submit-demo",
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify(validRequest),
        },
        { incoming: { socket: { remoteAddress: "10.0.0.5" } } },
      );
      return response.status;
    };

    it("cannot be dodged by an untrusted client rotating X-Forwarded-For", async () => {
      await database.reset();
      await inOneRateWindow(async () => {
        expect(await submit([], "198.51.100.1")).toBe(200);
        expect(await submit([], "198.51.100.2")).toBe(429);
      });
    });

    it("counts each visitor behind a trusted proxy on their own", async () => {
      await database.reset();
      await inOneRateWindow(async () => {
        expect(await submit(["10.0.0.5"], "198.51.100.1")).toBe(200);
        expect(await submit(["10.0.0.5"], "198.51.100.2")).toBe(200);
        expect(await submit(["10.0.0.5"], "198.51.100.1")).toBe(429);
      });
    });
  });
});

describe("logs", () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: createLogger("info", stream), text: () => lines.join("") };
  };
  const personal = [validRequest.full_name, validRequest.email, validRequest.message as string];

  it("redact a visitor's name, e-mail and message wherever they are logged by name", () => {
    const { log, text } = capture();
    log.info({ email: validRequest.email, full_name: validRequest.full_name, message: validRequest.message }, "top level");
    log.info({ body: validRequest, req: { headers: { cookie: "session=secret" } } }, "nested");
    for (const value of [...personal, "session=secret"]) expect(text()).not.toContain(value);
    expect(text()).toContain("[redacted]");
  });

  it("leave a failed query's parameters out of errors and reasons, and mask e-mail addresses", () => {
    const { log, text } = capture();
    const failed = new DrizzleQueryError(
      "insert into demo_requests (full_name, email, message) values ($1, $2, $3)",
      [validRequest.full_name, validRequest.email, `${validRequest.message}\nsecond line`],
      Object.assign(new Error(`duplicate key, contact ${validRequest.email}`), {
        code: "23505",
        detail: `Failing row contains (${validRequest.full_name}).`,
      }),
    );
    log.error({ err: failed }, "submit-demo failed");
    log.error({ reason: failed }, "database unavailable");
    for (const value of [...personal, "second line"]) expect(text()).not.toContain(value);
    expect(text()).toContain("params: [redacted]");
    expect(text()).toContain('"code":"23505"');
    expect(text()).toContain("a***@analytical.example");
  });

  it("keep personal data out of the logs of an accepted and of a failed submission", async () => {
    const { log, text } = capture();
    const database = await testDatabase();
    const app = createApp({ env: { STATIC_DIR: site, RATE_LIMIT_PER_MINUTE: 1000 }, db: database.db, log });
    const submit = () =>
      app.request("/functions/v1/submit-demo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validRequest),
      });
    expect((await submit()).status).toBe(200);
    // The database goes away: the query fails, with the visitor's data among its parameters.
    await database.close();
    const failed = await submit();
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(JSON.stringify(await failed.json())).not.toMatch(/at |Failed query|params/);
    expect(text()).toMatch(/"level":50/);
    expect(text()).toContain("demo request stored");
    for (const value of personal) expect(text()).not.toContain(value);
  });
});
