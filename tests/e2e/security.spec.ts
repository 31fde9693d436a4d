import type { Page } from "@playwright/test";
import { expect, hoverWhenSettled, hydrated, test } from "./fixtures.ts";

/**
 * The Content-Security-Policy (DESIGN.md §9) must not cost the site anything: every page hydrates and works with
 * only its own inline scripts allowed, client-side navigation and prefetching stay within the policy, analytics
 * loads after consent, and a demo request still goes through.
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

const policyOf = async (page: Page, path: string) => {
  const response = await page.request.get(path);
  return response.headers()["content-security-policy"] ?? "";
};

test.describe("under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  const pages = [
    "/",
    "/about",
    "/solutions/family-banking",
    "/industries/digital-challenger-banks",
    "/platform",
    "/resources/insights",
    "/resources/insights/why-blocks-beat-components",
    "/demo",
    "/cookie-policy",
  ];

  test("every kind of page hydrates with no violation", async ({ page }) => {
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self' 'sha256-");
      await hydrated(page);
      // Let late work (deferred sections, idle callbacks) run.
      await page.waitForTimeout(200);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test.describe("on a missing page", () => {
    // The browser reports the page's own 404 status as a failed load.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("the 404 page hydrates with no violation", async ({ page }) => {
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
    });
  });

  test("client-side navigation and prefetching stay within the first page's policy", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/about.data") prefetched.push(request.url());
    });
    const link = page.locator('main a[href="/about"], footer a[href="/about"]').first();
    await hoverWhenSettled(link);
    // Intent shows: React Router prefetches the page's data (a <link rel="prefetch">) and code.
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("h1")).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await violations(page)).toEqual([]);
  });

  test("pages have policies of their own", async ({ page }) => {
    expect(await policyOf(page, "/")).not.toBe(await policyOf(page, "/about"));
  });

  test("a demo request goes through", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("[data-slot=hero]").getByRole("link", { name: "Book a demo" }).click();
    const form = page.getByRole("dialog", { name: "Book a demo" });
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: "Full name" }).fill("Ada Lovelace");
    await form.getByRole("textbox", { name: "Work email" }).fill("ada@analytical.example");
    await form.getByRole("textbox", { name: "Company" }).fill("Analytical Bank");
    await form.getByText("Family Banking", { exact: true }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith("/functions/v1/submit-demo"));
    await form.getByRole("button", { name: "Submit" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toContainText("Demo request submitted!");
    expect(await violations(page)).toEqual([]);
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
      await hydrated(page);
      await page.getByRole("region", { name: "Cookies and analytics" }).getByRole("button", { name: "Accept analytics" }).click();
      await expect.poll(() => requests.length).toBe(1);
      expect(await violations(page)).toEqual([]);
    });
  });
});
