import { describe, expect, it } from "vitest";
import { type NavSection, navigationOn } from "./assemble.ts";

const item = (key: NavSection["key"], href: string, sectionIds: string[], links: string[] = []): NavSection => ({
  key,
  name: key,
  href,
  variant: "list",
  links: links.map((link) => ({ name: link, href: link })),
  sectionIds,
});
const navigation = [
  item("solutions", "/solutions", ["solutions", "use-cases"]),
  item("industries", "/industries", ["verticals"]),
  item("platform", "/platform", ["platform", "integration", "technology"]),
  item("company", "/about", ["about"], ["/company/leadership"]),
];
const lit = (path: string) => Object.fromEntries(navigationOn(navigation, path).map((s) => [s.key, s.sectionIds]));

describe("the sections that light each navigation item", () => {
  it("are each item's own on a page of no item's (home)", () => {
    expect(navigationOn(navigation, "/")).toBe(navigation);
  });

  it("are every section of the page for the item the page belongs to, and none for the others", () => {
    const every = ["solutions", "use-cases", "verticals", "platform", "integration", "technology", "about"];
    expect(lit("/industries/retail-banks")).toEqual({ solutions: [], industries: every, platform: [], company: [] });
    expect(lit("/industries").industries).toEqual(every);
    expect(lit("/solutions/family-banking").solutions).toEqual(every);
    expect(lit("/company/leadership")).toEqual({ solutions: [], industries: [], platform: [], company: every });
  });
});
