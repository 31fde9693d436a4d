import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { inOneRateWindow, silentLog, standInSite, type TestDatabase, testDatabase, validRequest } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { demoRequests, outbox } from "../db/schema.ts";
import { createLogger } from "../log.ts";
import { readSiteData } from "../site-data.ts";
import { submitDemoRoutes } from "./submit-demo.ts";

const campaign = { path: "/campaigns/spring", kind: "campaign", title: "Spring", description: "", heading: "Spring" };
const site = standInSite({ pages: [campaign] });

let database: TestDatabase;
let stored = 0;
const app = (overrides: { rate?: number; noDb?: boolean } = {}) =>
  createApp({
    env: {
      STATIC_DIR: site,
      RATE_LIMIT_PER_MINUTE: overrides.rate ?? 1000,
      ALLOWED_ORIGINS: ["https://partner.example"],
    },
    db: overrides.noDb ? undefined : database.db,
    log: silentLog,
    onStored: () => stored++,
  });

const post = (body: unknown, headers: Record<string, string> = {}, server = app()) =>
  server.request("/functions/v1/submit-demo", {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const rows = () => database.db.select().from(demoRequests);
/** A start token, as the form's script fetches one when the form opens. */
const startToken = async () => {
  const response = await app().request("/functions/v1/form-token", { method: "POST", headers: { host: "localhost" } });
  return ((await response.json()) as { token: string }).token;
};
/** Runs `act` `ms` after now, by the server's clock (only Date is moved). */
async function at<T>(ms: number, act: () => T): Promise<Awaited<T>> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
  try {
    return await act();
  } finally {
    vi.useRealTimers();
  }
}
const outboxRows = () => database.db.select().from(outbox);

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.reset();
  stored = 0;
});

describe("POST /functions/v1/submit-demo", () => {
  it("carries the campaign page it was sent from into the lead, by script or by the plain form, and drops a campaign the site lacks", async () => {
    expect((await post({ ...validRequest, campaign: "spring" })).status).toBe(200);
    const form = new URLSearchParams({ full_name: "Grace", email: "grace@bank.example", company: "Bank", campaign: "spring" });
    const sent = await post(form.toString(), { "content-type": "application/x-www-form-urlencoded" });
    expect(sent.status).toBe(303);
    for (const other of ["autumn", 7]) {
      const response = await post({ ...validRequest, email: `${other}@bank.example`, campaign: other });
      expect(response.status, String(other)).toBe(200);
    }
    const campaigns = Object.fromEntries((await rows()).map((row) => [row.email, row.campaign]));
    expect(campaigns).toEqual({
      "ada@analytical.example": "spring",
      "grace@bank.example": "spring",
      "autumn@bank.example": null,
      "7@bank.example": null,
    });
  });

  it("stores a valid request with its notification and answers 200 with its id", async () => {
    const response = await post(validRequest, { referer: "http://localhost/solutions/family-banking" });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      fullName: "Ada Lovelace",
      email: "ada@analytical.example",
      company: "Analytical Bank",
      role: "cto",
      suitesOfInterest: ["family-banking", "dynamic-banking"],
      isSpam: false,
      status: "new",
      sourcePath: "/solutions/family-banking",
    });
    expect(await outboxRows()).toMatchObject([{ demoRequestId: id, kind: "lead-notification", sentAt: null }]);
    expect(stored).toBe(1);
  });

  it("keeps where the request came from: the page, its campaign, and the site that sent the visitor", async () => {
    const response = await post(
      { ...validRequest, page_referrer: "https://news.example/fintech/list?reader=ada%40x.example" },
      { referer: "http://localhost/solutions/family-banking?utm_source=newsletter&utm_campaign=q4%0Alaunch&ref=x" },
    );
    expect(response.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({
      sourcePath: "/solutions/family-banking",
      utm: { utm_source: "newsletter", utm_campaign: "q4 launch" },
      referrer: "https://news.example/fintech/list",
    });
  });

  it("keeps no campaign or referrer it was not given, nor another site's page as the source", async () => {
    await post({ ...validRequest, page_referrer: "http://localhost/about" }, { referer: "https://evil.example/?utm_source=x" });
    const [row] = await rows();
    expect(row).toMatchObject({ sourcePath: null, utm: null, referrer: null });
  });

  it("accepts the Supabase client headers without needing them", async () => {
    const response = await post(validRequest, { apikey: "anon", authorization: "Bearer anon", "x-client-info": "supabase-js/2" });
    expect(response.status).toBe(200);
  });

  it("answers 400 with the first validation message, exactly, and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ ...validRequest, full_name: "  " }, "Full name is required"],
      [{ ...validRequest, full_name: "x".repeat(101) }, "Full name must be less than 100 characters"],
      [{ ...validRequest, email: "nope" }, "Please enter a valid email address"],
      [{ ...validRequest, company: "" }, "Company is required"],
      [{ ...validRequest, company: "c".repeat(101) }, "Company name must be less than 100 characters"],
      [{ ...validRequest, message: "m".repeat(1001) }, "Message must be less than 1000 characters"],
      [{ ...validRequest, full_name: "", email: "nope", company: "" }, "Full name is required"],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect(await rows()).toHaveLength(0);
  });

  it("answers 400 to a body that is not JSON or not an object", async () => {
    expect(await (await post("{not json")).json()).toEqual({ error: "The request body is not valid JSON." });
    const array = await post([validRequest]);
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: "The request body must be a JSON object." });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 413 to a body over 16 KiB", async () => {
    const response = await post({ ...validRequest, message: "m".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large. Please shorten your message." });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 415 to a body that is neither JSON nor a form", async () => {
    const response = await post("full_name=Ada", { "content-type": "text/plain" });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Send the request as JSON (Content-Type: application/json)." });
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    const limited = app({ rate: 2 });
    const third = await inOneRateWindow(async () => {
      expect((await post(validRequest, {}, limited)).status).toBe(200);
      expect((await post({ ...validRequest, email: "b@bank.example" }, {}, limited)).status).toBe(200);
      return post({ ...validRequest, email: "c@bank.example" }, {}, limited);
    });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await third.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    expect(await rows()).toHaveLength(2);
  });

  it("answers 503 in plain words when there is no database", async () => {
    const response = await post(validRequest, {}, app({ noDb: true }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "We could not save your request just now. Please try again in a minute." });
  });

  it("answers a preflight with 204 before any other check", async () => {
    const response = await app().request("/functions/v1/submit-demo", {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(response.headers.get("access-control-allow-headers")?.split(/,\s*/)).toEqual([
      "authorization",
      "x-client-info",
      "apikey",
      "content-type",
      "x-retry-count",
      "idempotency-key",
    ]);
    const stranger = await app().request("/functions/v1/submit-demo", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example" },
    });
    expect(stranger.status).toBe(204);
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses posts from origins that are neither the site nor allowed", async () => {
    const refused = await post(validRequest, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect((await post(validRequest, { origin: "http://localhost" })).status).toBe(200);
    const partner = await post({ ...validRequest, email: "p@bank.example" }, { origin: "https://partner.example" });
    expect(partner.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(await rows()).toHaveLength(2);
  });

  it("stores a filled honeypot as spam, answers as for a person, and queues no e-mail", async () => {
    const response = await post({ ...validRequest, website: "https://cheap-pills.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("id");
    expect(await rows()).toMatchObject([{ isSpam: true }]);
    expect(await outboxRows()).toHaveLength(0);
    expect(stored).toBe(0);
  });

  it("keeps a filled honeypot silent spam even with a good start token", async () => {
    const token = await startToken();
    await at(20_000, () => post({ ...validRequest, website: "x", form_start_token: token }));
    expect(await rows()).toMatchObject([{ isSpam: true, doubt: null }]);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("makes one row of two concurrent submissions with one idempotency key", async () => {
    const key = "7d9c1a52-3e4f-4b6a-9c8d-0e1f2a3b4c5d";
    const [a, b] = await Promise.all([
      post(validRequest, { "idempotency-key": key }),
      post(validRequest, { "idempotency-key": key }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [idA, idB] = [((await a.json()) as { id: string }).id, ((await b.json()) as { id: string }).id];
    expect(idA).toBe(idB);
    expect(await rows()).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
    const retry = await post(validRequest, { "idempotency-key": key });
    expect(((await retry.json()) as { id: string }).id).toBe(idA);
    expect(await rows()).toHaveLength(1);
  });

  it("rejects a malformed idempotency key", async () => {
    const response = await post(validRequest, { "idempotency-key": "short" });
    expect(response.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it("answers the no-JavaScript form post with 303 to the sent notice", async () => {
    const form = new URLSearchParams({ full_name: "Ada Lovelace", email: "ada@bank.example", company: "Analytical", role: "" });
    form.append("suites_of_interest", "family-banking");
    form.append("suites_of_interest", "smart-rewards");
    const response = await app().request("/functions/v1/submit-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
      body: form.toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/demo?status=sent#request-sent");
    expect(await rows()).toMatchObject([
      { suitesOfInterest: ["family-banking", "smart-rewards"], role: null, sourcePath: "/demo" },
    ]);
  });

  it("answers a bad form post with a page that says what is wrong", async () => {
    const response = await app().request("/functions/v1/submit-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ full_name: "", email: "ada@bank.example", company: "Analytical" }).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Full name is required");
    expect(await rows()).toHaveLength(0);
  });

  it("still says what is wrong when the site's page for it cannot be rendered", async () => {
    const lines: string[] = [];
    const routes = submitDemoRoutes({
      db: database.db,
      log: createLogger("error", { write: (line: string) => lines.push(line) }),
      allowedOrigins: [],
      trustedProxies: [],
      ratePerMinute: 1000,
      site: async () => readSiteData(site),
      renderNotSent: () => Promise.reject(new Error("build/server is missing")),
    });
    const response = await routes.request("/submit-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ full_name: "", email: "ada@bank.example", company: "Analytical" }).toString(),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Full name is required");
    // In the site's words (ui.yaml), with the link back to the form in its blank.
    const said = readSiteData(site).ui.demoForm.refusals;
    expect(page).toContain(`<h1>${said.notSent}</h1>`);
    expect(page).toContain(said.goBack.replace("{link}", `<a href="/demo">${said.openAgain}</a>`).replaceAll("'", "&#39;"));
    expect(lines.join("")).toContain("build/server is missing");
  });

  it("keeps every stored row across a restart", async () => {
    for (let i = 0; i < 5; i++) await post({ ...validRequest, email: `lead${i}@bank.example` });
    await database.reopen();
    expect(await rows()).toHaveLength(5);
    expect(await outboxRows()).toHaveLength(5);
  });
});

describe("the stored request", () => {
  it("is found by id", async () => {
    const response = await post(validRequest);
    const { id } = (await response.json()) as { id: string };
    const [row] = await database.db.select().from(demoRequests).where(eq(demoRequests.id, id));
    expect(row?.company).toBe("Analytical Bank");
  });
});

describe("judging automation by what the server saw (docs/decisions/022)", () => {
  /** A request as sales should get it: stored, not spam, its e-mail queued, with `doubt` as the form's checks left it. */
  const delivered = async (email: string, doubt: RegExp | null) => {
    const [row] = await database.db.select().from(demoRequests).where(eq(demoRequests.email, email));
    expect(row?.isSpam, email).toBe(false);
    if (doubt) expect(row?.doubt, email).toMatch(doubt);
    else expect(row?.doubt, email).toBeNull();
    expect(
      await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.demoRequestId, row?.id ?? "")),
    ).toMatchObject([{ kind: "lead-notification" }]);
  };

  it("reads no visitor's clock: one hours ahead changes nothing", async () => {
    const token = await startToken();
    const ahead = Date.now() + 3 * 60 * 60_000;
    const response = await at(20_000, () => post({ ...validRequest, form_start_token: token, form_started_at: ahead }));
    expect(response.status).toBe(200);
    await delivered(validRequest.email, null);
  });

  it("sends a form filled by autofill right after the script loaded to sales, marked as too fast", async () => {
    const token = await startToken();
    const response = await at(800, () => post({ ...validRequest, form_start_token: token }));
    expect(response.status).toBe(200);
    await delivered(validRequest.email, /^The form was sent 0\.8 s after it opened/);
    expect(stored).toBe(1);
  });

  it("does not doubt the form posted without JavaScript, which cannot carry a token", async () => {
    const form = new URLSearchParams({ full_name: "Ada Lovelace", email: "nojs@bank.example", company: "Analytical" });
    const response = await app().request("/functions/v1/submit-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
      body: form.toString(),
    });
    expect(response.status).toBe(303);
    await delivered("nojs@bank.example", null);
  });

  it("does not doubt a form left open for a day", async () => {
    const token = await startToken();
    await at(25 * 60 * 60_000, () => post({ ...validRequest, form_start_token: token }));
    await delivered(validRequest.email, null);
  });

  it("sends a second request with a token already used to sales, marked as replayed", async () => {
    const token = await startToken();
    await at(20_000, async () => {
      expect((await post({ ...validRequest, form_start_token: token })).status).toBe(200);
      expect((await post({ ...validRequest, email: "again@bank.example", form_start_token: token })).status).toBe(200);
    });
    await delivered(validRequest.email, null);
    await delivered("again@bank.example", /already came with an earlier request/);
  });

  it("sends a script's request without a token, or with one this server did not sign, to sales, marked", async () => {
    const token = await startToken();
    const [issued, id] = token.split(".");
    const forged = `${issued}.${id}.${Buffer.alloc(32).toString("base64url")}`;
    for (const [email, extra] of [
      ["none@bank.example", {}],
      ["forged@bank.example", { form_start_token: forged }],
      ["junk@bank.example", { form_start_token: { not: "a token" } }],
    ] as const) {
      expect((await post({ ...validRequest, email, ...extra })).status).toBe(200);
    }
    await delivered("none@bank.example", /no start token/);
    await delivered("forged@bank.example", /not one this server signed/);
    await delivered("junk@bank.example", /not one this server signed/);
    expect(stored).toBe(3);
  });

  it("hands out start tokens that are never cached", async () => {
    const response = await app().request("/functions/v1/form-token", { method: "POST", headers: { host: "localhost" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
