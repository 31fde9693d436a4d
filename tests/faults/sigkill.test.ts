import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { demoRequests, outbox } from "../../server/db/schema.ts";
import {
  notificationsPerRequest,
  type RunningServer,
  type Smtp,
  startServer,
  startSmtp,
  stopServer,
  submit,
  validBody,
  waitFor,
} from "./harness.ts";

/**
 * `kill -9` in the middle of a load of submissions, then a restart on the same data: every request that got a
 * 200 is stored, and sales get exactly one notification for it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-kill-"));
let smtp: Smtp | undefined;
let server: RunningServer | undefined;

afterAll(async () => {
  await stopServer(server);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the server killed with SIGKILL under load", () => {
  it("keeps and notifies once every request it accepted", { timeout: 180_000 }, async () => {
    smtp = await startSmtp();
    const env = { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT_PER_MINUTE: "1000000" };
    const first = await startServer(env);
    server = first;
    const accepted = new Set<string>();
    const unexpected: number[] = [];
    let n = 0;
    let killed = false;
    const load = async () => {
      while (!killed) {
        const response = await submit(first.base, validBody(`kill-${n++}`));
        if (response.status === 200 && response.json.id) accepted.add(response.json.id);
        // After the kill, the requests in flight lose their connection (status 0): their outcome is unknown.
        else if (!(killed && response.status === 0)) unexpected.push(response.status);
      }
    };
    const loops = Array.from({ length: 16 }, load);
    await waitFor("a load of accepted requests", () => accepted.size >= 150);
    killed = true;
    first.kill("SIGKILL");
    await Promise.all(loops);
    expect(await first.exited).toBe("SIGKILL");
    expect(unexpected).toEqual([]);

    server = await startServer(env, first.port);
    const perRequest = () => notificationsPerRequest(smtp);
    await waitFor(
      "a notification for every accepted request",
      () => [...accepted].every((id) => perRequest().messages.has(id)),
      60_000,
    );
    const after = await submit(server.base, validBody("after-restart"));
    expect(after.status).toBe(200);
    await waitFor("the notification of a request made after the restart", () =>
      perRequest().messages.has(after.json.id as string),
    );
    await stopServer(server);

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ id: demoRequests.id }).from(demoRequests);
      const stored = new Set(rows.map((row) => row.id));
      expect([...accepted].filter((id) => !stored.has(id))).toEqual([]);
      // Requests whose answer the kill cut off may be stored too: they are notified like the rest.
      expect(await database.db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
      const { messages, copies } = perRequest();
      for (const id of stored) expect(messages.get(id)?.size, `e-mails for ${id}`).toBe(1);
      const resent = [...copies.values()].filter((count) => count > 1).length;
      console.log(
        `SIGKILL: ${accepted.size} accepted before the kill, ${stored.size} stored, ${smtp.received.length} e-mails; ` +
          `${resent} sent twice because the kill fell between sending and recording it (same Message-ID)`,
      );
    } finally {
      await database.close();
    }
  });
});
