import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { redirects, redirectTarget } from "./redirects.ts";
import { notFoundPath, pageEntries, prerenderPaths } from "./route-table.server.ts";

type ConfigRoute = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigRoute[] };
const toRouteObjects = (list: ConfigRoute[]): RouteObject[] =>
  list.map((r) => (r.index ? { index: true, id: r.file } : { path: r.path ?? "", id: r.id ?? r.file }));
const routeObjects = toRouteObjects(routes as ConfigRoute[]);
const routeIdFor = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id;
const paths = () => pageEntries().map((p) => p.path);

describe("route table", () => {
  it("lists every route of the specification", () => {
    const spec = [
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
    ];
    expect(paths()).toEqual(expect.arrayContaining(spec));
    expect(paths().filter((p) => /^\/company\/news\/[0-9a-f]{8}$/.test(p))).toHaveLength(1);
    expect(paths().filter((p) => /^\/company\/news\/[a-z]+-[a-z]+-apac$/.test(p))).toHaveLength(1);
  });

  it("has one page per solution and per industry, with the industry slugs of DESIGN.md", () => {
    const solutionPages = paths().filter((p) => p.startsWith("/solutions/"));
    expect(solutionPages.sort()).toEqual(
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
      ]
        .map((s) => `/solutions/${s}`)
        .sort(),
    );
    expect(paths().filter((p) => p.startsWith("/industries/"))).toEqual(
      [
        "retail-banks",
        "wealth-asset-managers",
        "digital-challenger-banks",
        "sme-commercial-banks",
        "merchants-brands",
        "ecosystems-communities",
      ].map((s) => `/industries/${s}`),
    );
  });

  it("has no duplicate paths, titles or descriptions", () => {
    const entries = pageEntries();
    for (const key of ["path", "title", "description"] as const) {
      const values = entries.map((e) => e[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it("gives every page its own route, and sends unknown slugs to the not-found route", () => {
    for (const path of paths()) {
      const id = routeIdFor(path);
      expect(id, path).toBe(path === "/" ? "routes/home.tsx" : `page${path}`);
    }
    expect(routeIdFor("/no/such/page")).toBe("routes/not-found.tsx");
    expect(routeIdFor("/solutions/no-such-suite")).toBe("routes/not-found.tsx");
    expect(routeIdFor("/company/news/deadbeef")).toBe("routes/not-found.tsx");
    // A moved address has no route of its own: the not-found route's loader redirects it.
    for (const from of redirects.keys()) expect(routeIdFor(from), from).toBe("routes/not-found.tsx");
  });

  it("prerenders every page, every redirect and the not-found page", () => {
    expect(prerenderPaths()).toEqual(expect.arrayContaining([...paths(), ...redirects.keys(), notFoundPath]));
  });
});

describe("redirects", () => {
  it("redirects legacy solution slugs", () => {
    expect(Object.fromEntries([...redirects].filter(([from]) => from.startsWith("/solutions/")))).toEqual({
      "/solutions/smart-finance": "/solutions/family-banking",
      "/solutions/smart-value": "/solutions/smart-rewards",
      "/solutions/programmable-rewards": "/solutions/smart-rewards",
      "/solutions/smart-treasury-fx": "/solutions/sme-treasury-fx",
      "/solutions/smart-cards-spend": "/solutions/dynamic-banking",
      "/solutions/smart-identity": "/platform",
      "/solutions/smart-insights": "/platform",
    });
  });

  it("redirects the navigation's old industry slugs to the six industries", () => {
    expect(Object.fromEntries([...redirects].filter(([from]) => from.startsWith("/industries/")))).toEqual({
      "/industries/retail-banking": "/industries/retail-banks",
      "/industries/wealth-management": "/industries/wealth-asset-managers",
      "/industries/sme-banking": "/industries/sme-commercial-banks",
      "/industries/corporate-banking": "/industries/sme-commercial-banks",
      "/industries/fintech": "/industries/digital-challenger-banks",
    });
  });

  it("points every redirect at a real page and ignores one trailing slash", () => {
    for (const target of redirects.values()) expect(paths()).toContain(target);
    expect(redirectTarget("/solutions/smart-value/")).toBe("/solutions/smart-rewards");
    expect(redirectTarget("/solutions/family-banking")).toBeUndefined();
  });
});
