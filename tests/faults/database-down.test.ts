import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { demoRequests, outbox } from "../../server/db/schema.ts";
import { type RunningServer, sleep, startServer, startTcpProxy, stopServer, submit, validBody, waitFor } from "./harness.ts";
import { startPgliteServer } from "./pglite-server.ts";

/**
 * The database goes away under load and comes back: the server answers 503 with a plain message meanwhile and
 * recovers on its own, without a restart. The server runs on its PostgreSQL path through a TCP proxy the test
 * cuts (every connection dropped, new ones refused) and restores. Upstream is the PostgreSQL server of
 * TEST_DATABASE_URL when it is set, otherwise PGlite behind a wire-protocol listener.
 */
const unavailable = "We could not save your request just now. Please try again in a minute.";

let pglite: Awaited<ReturnType<typeof startPgliteServer>> | undefined;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let direct: DatabaseHandle;
let server: RunningServer | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-dbdown-"));

beforeAll(async () => {
  let upstreamUrl = process.env.TEST_DATABASE_URL;
  if (!upstreamUrl) {
    pglite = await startPgliteServer(path.join(dataDir, "upstream"));
    upstreamUrl = pglite.url;
  }
  const upstream = new URL(upstreamUrl);
  proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  direct = await openDatabase({ databaseUrl: upstreamUrl, dataDir });
  await direct.db.execute(sql`truncate demo_requests, outbox, rate_limits restart identity cascade`);
  const viaProxy = new URL(upstreamUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  server = await startServer({ DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000" });
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  await proxy?.close();
  await direct?.close();
  await pglite?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the database unavailable", () => {
  it("answers 503 with a clear message while it is down, and recovers without a restart", { timeout: 120_000 }, async () => {
    const running = server as RunningServer;
    const pid = running.child.pid;
    const accepted: string[] = [];
    const refused: { status: number; error?: string; retryAfter: string | null }[] = [];
    let n = 0;
    let stop = false;
    const load = async () => {
      while (!stop) {
        const response = await submit(running.base, validBody(`db-${n++}`));
        if (response.status === 200 && response.json.id) accepted.push(response.json.id);
        else
          refused.push({ status: response.status, error: response.json.error, retryAfter: response.headers.get("retry-after") });
        await sleep(20);
      }
    };
    const loops = Array.from({ length: 4 }, load);

    await waitFor("requests to be accepted", () => accepted.length >= 20);
    await proxy.cut();
    const acceptedBeforeCut = accepted.length;
    await waitFor("the outage to be noticed", () => refused.length >= 10);
    await sleep(2_000);
    await proxy.restore();
    const refusedDuringCut = refused.length;
    // Recovers on its own: new requests are accepted again by the same process.
    await waitFor("requests to be accepted again", () => accepted.length >= acceptedBeforeCut + 20, 30_000).catch((error) => {
      throw new Error(
        `${error}: ${JSON.stringify(refused.slice(refusedDuringCut, refusedDuringCut + 5))}\n${running.output().slice(-3000)}`,
      );
    });
    stop = true;
    await Promise.all(loops);

    expect(running.child.pid).toBe(pid);
    expect(running.child.exitCode).toBeNull();
    expect(refusedDuringCut).toBeGreaterThanOrEqual(10);
    // Every refusal is the 503 with its message and Retry-After: no 500, no dropped connection.
    for (const answer of refused)
      expect(
        answer,
        running
          .output()
          .split("\n")
          .find((line) => line.includes("submit-demo failed")),
      ).toEqual({ status: 503, error: unavailable, retryAfter: "30" });

    // Every accepted request is stored, and the outbox worker, which also lost its database, sends them all.
    const stored = await direct.db.select({ id: demoRequests.id }).from(demoRequests).where(inArray(demoRequests.id, accepted));
    expect(stored).toHaveLength(accepted.length);
    // Requests accepted after the recovery are e-mailed (logged, without SMTP_URL) by the same worker; one it
    // had claimed when the connection dropped is retried once its lease ends, never lost.
    const afterRecovery = accepted.slice(acceptedBeforeCut);
    await waitFor(
      "notifications of requests accepted after the recovery to be sent",
      async () =>
        (
          await direct.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(isNull(outbox.sentAt), inArray(outbox.demoRequestId, afterRecovery)))
        ).length === 0,
      30_000,
    );
    const pending = await direct.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), sql`${outbox.nextAttemptAt} > now() + interval '125 seconds'`));
    expect(pending).toEqual([]);
    const health = await fetch(`${running.base}/healthz`);
    expect(health.status).toBe(200);
  });
});
