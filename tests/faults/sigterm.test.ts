import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { demoRequests } from "../../server/db/schema.ts";
import { type RunningServer, sleep, startServer, stopServer, submit, validBody, waitFor } from "./harness.ts";

/** SIGTERM lets the requests in flight finish (slow uploads included), refuses new ones, and exits 0. */
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-term-"));
let server: RunningServer | undefined;

afterAll(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a new connection to the port is refused (the server has stopped listening). */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });

/** Starts a POST that sends half its body now and the rest when `finish` is called. */
function slowSubmission(base: string, n: number) {
  const body = Buffer.from(JSON.stringify(validBody(`slow-${n}`)));
  const half = Math.floor(body.length / 2);
  let answer: Promise<{ status: number; body: string }> = Promise.resolve({ status: 0, body: "" });
  const req = request(`${base}/functions/v1/submit-demo`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length) },
  });
  answer = new Promise((resolve, reject) => {
    req.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
  });
  req.write(body.subarray(0, half));
  return { answer, finish: () => req.end(body.subarray(half)) };
}

describe("SIGTERM", () => {
  it("drains the requests in flight and exits 0", { timeout: 120_000 }, async () => {
    const running = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000" });
    server = running;
    expect((await submit(running.base, validBody("before"))).status).toBe(200);

    const slow = Array.from({ length: 5 }, (_, i) => slowSubmission(running.base, i));
    await sleep(500); // The server has the headers and half of each body.
    running.kill("SIGTERM");
    await waitFor("new connections to be refused", () => refusesConnections(running.port));
    // Closing: a new connection is refused while the slow ones are still being served.
    expect((await submit(running.base, validBody("late"))).status).toBe(0);
    for (const s of slow) s.finish();
    const answers = await Promise.all(slow.map((s) => s.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty("id");
    }
    expect(await running.exited).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select({ n: count() }).from(demoRequests)).toEqual([{ n: 6 }]);
    } finally {
      await database.close();
    }
  });
});
