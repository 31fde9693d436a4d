import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDemoRequestSchema } from "../../src/lib/demo-request.ts";
import { specMessages as messages } from "../../tests/fixtures/demo-form-messages.ts";
import { type TestDatabase, testDatabase, validRequest } from "../../tests/support.ts";
import { pruneExpiredRequests, storeDemoRequest } from "./demo-requests.ts";
import { takeRateLimit } from "./rate-limits.ts";
import { demoRequests } from "./schema.ts";

let database: TestDatabase;
const request = createDemoRequestSchema(["family-banking", "dynamic-banking"], messages).parse(validRequest);

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
});

describe("retention", () => {
  it("deletes spam after 30 days and untouched requests after 24 months, nothing else", async () => {
    const now = new Date();
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await storeDemoRequest(database.db, request, { isSpam: true });
    await storeDemoRequest(database.db, request, { isSpam: true, idempotencyKey: "recent-spam-1" });
    await storeDemoRequest(database.db, request, { isSpam: false, idempotencyKey: "old-new-lead" });
    await storeDemoRequest(database.db, request, { isSpam: false, idempotencyKey: "old-qualified" });
    await storeDemoRequest(database.db, request, { isSpam: false, idempotencyKey: "recent-lead-1" });
    const rows = await database.db.select().from(demoRequests);
    const set = async (key: string | null, values: Partial<typeof demoRequests.$inferInsert>) => {
      const row = rows.find((r) => r.idempotencyKey === key);
      if (!row) throw new Error(`no row ${key}`);
      const { eq } = await import("drizzle-orm");
      await database.db.update(demoRequests).set(values).where(eq(demoRequests.id, row.id));
    };
    await set(null, { createdAt: daysAgo(31) });
    await set("recent-spam-1", { createdAt: daysAgo(10) });
    await set("old-new-lead", { createdAt: daysAgo(731) });
    await set("old-qualified", { createdAt: daysAgo(731), status: "qualified" });

    expect(await pruneExpiredRequests(database.db, now)).toBe(2);
    const left = (await database.db.select().from(demoRequests)).map((r) => r.idempotencyKey).sort();
    expect(left).toEqual(["old-qualified", "recent-lead-1", "recent-spam-1"]);
  });
});

describe("rate limit", () => {
  it("counts per key within a minute and says when to retry", async () => {
    const at = new Date("2026-01-01T10:00:30Z");
    expect((await takeRateLimit(database.db, "a", 2, at)).allowed).toBe(true);
    expect((await takeRateLimit(database.db, "a", 2, at)).allowed).toBe(true);
    const third = await takeRateLimit(database.db, "a", 2, at);
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 30 });
    expect((await takeRateLimit(database.db, "b", 2, at)).allowed).toBe(true);
    expect((await takeRateLimit(database.db, "a", 2, new Date("2026-01-01T10:01:00Z"))).allowed).toBe(true);
  });
});
