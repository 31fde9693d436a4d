import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawContentOf, readContentTexts } from "../server/editor/content-files.ts";
import { parseContent } from "../src/content/parse.ts";
import { site } from "../src/content/site.ts";
import { siteData, siteDataPath } from "../src/lib/site-data.ts";
import { freePort } from "./production-server.ts";

/** The words the dev server shows come from the live content: the test reads them there rather than spell them. */
const { content } = parseContent(rawContentOf(await readContentTexts("src/content")));
/** A page's text as a browser reads it: the few entities React and Astro write decoded. */
const decoded = (html: string) =>
  html
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

// `npm run dev`: the pages from the dev server and the real demo endpoint under /functions/v1 (src/integrations/dev-functions.ts).
let dev: ChildProcess;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-dev-"));

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dev = spawn("npx", ["astro", "dev", "--host", "127.0.0.1", "--port", String(port)], {
    // As a developer's shell runs it: not in Vitest's test mode.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))),
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  for (const stream of [dev.stdout, dev.stderr]) stream?.on("data", (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 600; attempt++) {
    const up = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The dev server did not start:\n${output}`);
}, 90_000);

afterAll(() => {
  if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the dev server", () => {
  it("serves the pages", async () => {
    // A solution's page, whichever the content holds.
    const [solution] = siteData.parse(await (await fetch(`${base}${siteDataPath}`)).json()).solutions;
    const response = await fetch(`${base}/solutions/${solution?.slug}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1");
  });

  it("stores a demo request through the real endpoint, as production does", async () => {
    const response = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Ada Dev", email: "ada@bank.example", company: "Dev Bank", suites_of_interest: [] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: expect.any(String) });
  });

  it("answers a request it cannot accept as the server does, in plain words", async () => {
    const response = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ full_name: "", email: "ada@bank.example", company: "Dev Bank", suites_of_interest: [] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: content.ui.demoForm.errors.fullNameRequired });
  });

  it("gives a form posted without JavaScript back as the /demo page, as the server does", async () => {
    const response = await fetch(`${base}/functions/v1/submit-demo`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ full_name: "Ada", email: "not an address", company: "Dev Bank" }).toString(),
    });
    expect(response.status).toBe(400);
    const html = decoded(await response.text());
    expect(html).toContain(`<title>${content.demoPage.notSent.title} | ${site.name}</title>`);
    expect(html).toContain(content.ui.demoForm.errors.emailInvalid);
    expect(html).toContain('value="not an address"');
  });
});
