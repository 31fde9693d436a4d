import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { silentLog, standInSite, type TestDatabase, testDatabase, validRequest } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { demoRequests } from "../db/schema.ts";

const site = standInSite();

let database: TestDatabase;
let server: ReturnType<typeof serve>;
let baseUrl: string;

beforeAll(async () => {
  database = await testDatabase();
  const app = createApp({ env: { STATIC_DIR: site, RATE_LIMIT_PER_MINUTE: 1000 }, db: database.db, log: silentLog });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(async () => {
  await database.reset();
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe("the official Supabase client", () => {
  const supabase = () => createClient(baseUrl, "public-anon-key", { auth: { persistSession: false } });

  it("submits a demo request with functions.invoke", async () => {
    const { data, error } = await supabase().functions.invoke("submit-demo", { body: validRequest });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String) });
    expect(await database.db.select().from(demoRequests)).toHaveLength(1);
  });

  it("gets the server's message on a validation failure", async () => {
    const { data, error } = await supabase().functions.invoke("submit-demo", { body: { ...validRequest, company: "" } });
    expect(data).toBeNull();
    expect(error?.name).toBe("FunctionsHttpError");
    expect(error?.message).toBe("Edge Function returned a non-2xx status code");
    const context = (error as { context?: Response }).context;
    expect(context?.status).toBe(400);
    expect(await context?.json()).toEqual({ error: "Company is required" });
  });
});
