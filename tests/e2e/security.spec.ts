import type { Page } from "@playwright/test";
import { site } from "../../src/content/site.ts";
import {
  content,
  ctaLabel,
  demoDialog,
  expect,
  firstPage,
  firstSolution,
  formReady,
  settled,
  test,
  toast,
  ui,
} from "./fixtures.ts";

/**
 * The Content-Security-Policy (no inline script but by its hash) must not cost the site anything: every page works with only its own
 * inline scripts allowed, analytics loads after consent, and a demo request still goes through.
 */

type Violation = { directive: string; blocked: string; sample: string; page: string };

/** Records every CSP violation in every document the page opens, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as { __violations?: unknown[] };
    store.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__violations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? []);

/** The sha256 source expressions of the page's inline scripts that run (JSON-LD is data, not code). */
const inlineScriptHashes = (page: Page) =>
  page.evaluate(async () => {
    const hashes: string[] = [];
    for (const script of document.querySelectorAll("script:not([src])")) {
      if ((script as HTMLScriptElement).type === "application/ld+json") continue;
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
      hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    }
    return hashes;
  });

test.describe("under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  const pages = [
    "/",
    "/about",
    firstPage("solution"),
    firstPage("industry"),
    "/platform",
    "/resources/insights",
    firstPage("insight"),
    "/demo",
    "/cookie-policy",
  ];

  test("every kind of page runs with no violation, and its policy allows exactly its own inline scripts", async ({ page }) => {
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, path).toContain("default-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const allowed =
        policy
          .match(/script-src ([^;]*)/)?.[1]
          ?.split(" ")
          .filter((source) => source.startsWith("'sha256-")) ?? [];
      for (const hash of await inlineScriptHashes(page)) expect(allowed, `${path}: ${hash}`).toContain(hash);
      await settled(page);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test.describe("on a missing page", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("the 404 page carries its policy and runs with no violation", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'[^;]* 'sha256-/);
      await settled(page);
      expect(await violations(page)).toEqual([]);
    });
  });

  test("a demo request goes through", async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel }).click();
    const form = demoDialog(page);
    await expect(form).toBeVisible();
    await formReady(form);
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("ada@analytical.example");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Analytical Bank");
    await form.getByText(firstSolution.name, { exact: true }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith("/functions/v1/submit-demo"));
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    expect((await answer).status()).toBe(200);
    await expect(toast(page)).toContainText(ui.demoForm.toasts.success);
    expect(await violations(page)).toEqual([]);
  });

  test.describe("when a form posted before its code arrived is refused", () => {
    test.use({ allowConsoleErrors: [/status of 400/] });

    test("the page the server renders carries its own policy, runs with no violation, and its form takes over", async ({
      page,
    }) => {
      // The form's code does not arrive in time: the browser posts the form itself.
      await page.route(/\/_astro\/(demo-form|client)\./, () => new Promise(() => {}));
      await page.goto("/demo");
      const form = page.locator("main [data-slot=demo-form]");
      await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("Ada Lovelace");
      await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("ada@nowhere");
      await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Analytical Bank");
      const answer = page.waitForResponse((response) => response.url().endsWith("/functions/v1/submit-demo"));
      await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
      const response = await answer;
      await page.unroute(/\/_astro\/(demo-form|client)\./);
      expect(response.status()).toBe(400);
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      const allowed = policy.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];
      await expect(page).toHaveTitle(`${content.demoPage.notSent.title} | ${site.name}`);
      for (const hash of await inlineScriptHashes(page)) expect(allowed).toContain(hash);

      // Reaching for the form loads its code, which takes over the form as it came back.
      const email = form.getByRole("textbox", { name: ui.demoForm.labels.email });
      await email.focus();
      await formReady(page.locator("main"));
      await expect(email).toHaveValue("ada@nowhere");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await email.fill("ada@analytical.example");
      await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
      await expect(toast(page)).toContainText(ui.demoForm.toasts.success);
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe("with analytics accepted", () => {
    test.use({ consentDecided: false });

    test("the analytics script loads from its configured origin with no violation", async ({ page }) => {
      const requests: string[] = [];
      await page.route("https://plausible.io/**", (route) => {
        requests.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "window.plausible = () => {};" });
      });
      await page.goto("/");
      await page.getByRole("region", { name: ui.consent.heading }).getByRole("button", { name: ui.consent.accept }).click();
      await expect.poll(() => requests.length).toBe(1);
      expect(await violations(page)).toEqual([]);
    });
  });
});
