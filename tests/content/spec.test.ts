import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specMessages } from "../fixtures/demo-form-messages.ts";
import { type Built, buildSite, fixtureContent } from "./build.ts";

/**
 * What the product fixes (docs/product.md), on the fixture content set: the routes, their slugs and the moved
 * addresses. The live content is free to change all of these; the fixture is not.
 */
let built: Built;
beforeAll(async () => {
  built = await buildSite(fixtureContent);
  if (!built.ok) throw new Error(`The fixture did not build:\n${built.output.slice(-3000)}`);
}, 240_000);
afterAll(() => built?.remove());

const paths = () => built.site().pages.map((page) => page.path);

/** The paths of the HTML pages in a build folder: "/" for index.html, "/about" for about/index.html. */
function builtPages(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return builtPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === "index.html" ? [prefix || "/"] : [];
  });
}

describe("the routes of the specification", () => {
  it("has a page for every route the specification lists", () => {
    expect(paths()).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/privacy-policy",
        "/cookie-policy",
        "/demo",
        "/solutions",
        "/industries",
        "/platform",
        "/platform/ai-simulation",
        "/platform/orchestration",
        "/platform/integration",
        "/platform/capabilities",
        "/resources",
        "/resources/insights",
        "/resources/insights/why-blocks-beat-components",
        "/resources/insights/overlay-not-overhaul-new-path-for-banks",
        "/resources/product-latest",
        "/resources/case-studies",
        "/company/leadership",
        "/company/careers",
        "/company/news",
        "/company/partners",
        "/company/news/tessera-mastercard-start-path",
        "/company/news/introducing-tessera",
      ]),
    );
    expect(paths().filter((p) => /^\/company\/news\/[0-9a-f]{8}$/.test(p))).toHaveLength(1);
    expect(paths().filter((p) => /^\/company\/news\/[a-z]+-[a-z]+-apac$/.test(p))).toHaveLength(1);
  });

  it("gives the nine solutions and the six industries their slugs", () => {
    expect(paths().filter((p) => p.startsWith("/solutions/"))).toEqual(
      [
        "family-banking",
        "conversational-banking",
        "integrated-banking",
        "loyalty-rewards-3",
        "reg-risk",
        "smart-rewards",
        "embedded-finance",
        "dynamic-banking",
        "sme-treasury-fx",
      ].map((slug) => `/solutions/${slug}`),
    );
    expect(paths().filter((p) => p.startsWith("/industries/"))).toEqual(
      [
        "retail-banks",
        "wealth-asset-managers",
        "digital-challenger-banks",
        "sme-commercial-banks",
        "merchants-brands",
        "ecosystems-communities",
      ].map((slug) => `/industries/${slug}`),
    );
  });

  it("moves the legacy solution slugs and the navigation's old industry slugs", () => {
    expect(built.site().moved).toEqual({
      "/solutions/smart-finance": "/solutions/family-banking",
      "/solutions/smart-value": "/solutions/smart-rewards",
      "/solutions/programmable-rewards": "/solutions/smart-rewards",
      "/solutions/smart-treasury-fx": "/solutions/sme-treasury-fx",
      "/solutions/smart-cards-spend": "/solutions/dynamic-banking",
      "/solutions/smart-identity": "/platform",
      "/solutions/smart-insights": "/platform",
      "/industries/retail-banking": "/industries/retail-banks",
      "/industries/wealth-management": "/industries/wealth-asset-managers",
      "/industries/sme-banking": "/industries/sme-commercial-banks",
      "/industries/corporate-banking": "/industries/sme-commercial-banks",
      "/industries/fintech": "/industries/digital-challenger-banks",
    });
  });

  it("builds a page for every route and every moved address, no other, and the not-found page", () => {
    // Besides the public pages: the staff's documents (the inbox's two, publishing), not pages of the site. These
    // builds leave out the editor's page, as the server's publishes do.
    const staff = ["/inbox", "/inbox/set-password", "/publish", "/publish/history"];
    expect(builtPages(built.client).sort()).toEqual([...paths(), ...Object.keys(built.site().moved), ...staff].sort());
    expect(existsSync(path.join(built.client, "404.html"))).toBe(true);
    expect(built.html("/solutions/smart-finance")).toContain('http-equiv="refresh" content="0;url=/solutions/family-banking"');
  });
});

describe("the words of the specification", () => {
  it("gives the demo form the specification's validation messages and toasts", () => {
    const { demoForm } = built.site().ui;
    expect(demoForm.errors).toMatchObject(specMessages);
    expect(demoForm.toasts).toMatchObject({
      validation: "Validation Error",
      success: "Demo request submitted!",
      successText: "Thanks for booking a demo! Our team will get in touch shortly.",
      failed: "Submission Failed",
      failedFallback: "Failed to submit demo request",
      networkFailed: "Failed to send a request to the Edge Function",
      relayFailed: "Relay Error invoking the Edge Function",
      httpFailed: "Edge Function returned a non-2xx status code",
      unexpected: "An unexpected error occurred.",
    });
  });
});
