import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { type Built, buildSite, copyContent, namingEmbeddedFinance } from "./build.ts";

/**
 * Ordinary edits a marketer makes in the editor, made to a copy of the fixture content, then built as `npm run build`
 * builds: remove a leader, add a news post (and a draft, and one dated next year), rename a solution and its address,
 * add an industry. The build passes and the site follows each edit.
 */
const content = copyContent();
let built: Built;

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(content.file(file), change(readFileSync(content.file(file), "utf8")));
const post = (title: string, date: string, extra = "") => `---
title: ${title}
description: Tessera opens an office in Stockholm to serve banks and fintechs across Sweden, Norway and Denmark.
lead: Tessera has opened an office in Stockholm to work closely with the Nordic banks already building on it.
date: ${date}
author: Tessera Newsroom
${extra}---
The office will host solutions engineers and a partner team. Banks can [book a demo](/demo).
`;
const nextYear = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  rmSync(content.file("leaders/hannah-cole.yaml"));
  writeFileSync(content.file("news/tessera-opens-in-stockholm.md"), post("Tessera opens an office in Stockholm", "2026-01-15"));
  writeFileSync(
    content.file("news/tessera-opens-in-oslo.md"),
    post("Tessera opens an office in Oslo", "2026-01-16", "draft: true\n"),
  );
  writeFileSync(
    content.file("news/tessera-opens-in-helsinki.md"),
    post("Tessera opens an office in Helsinki", `${nextYear}-03-01`),
  );
  // Renaming a solution's address: its file, every reference to it, and a moved address from the old one.
  renameSync(content.file("solutions/embedded-finance.yaml"), content.file("solutions/banking-as-a-service.yaml"));
  edit("solutions/banking-as-a-service.yaml", (text) => text.replace(/^name: .*$/m, "name: Banking as a Service"));
  for (const file of namingEmbeddedFinance) {
    edit(file, (text) => text.replace(/(- |slug: |story: )embedded-finance$/gm, "$1banking-as-a-service"));
  }
  edit("moved.yaml", (text) => `${text}  - from: /solutions/embedded-finance\n    to: /solutions/banking-as-a-service\n`);
  const industry = parse(readFileSync(content.file("industries/retail-banks.yaml"), "utf8")) as Record<string, unknown> & {
    page: Record<string, string>;
  };
  const creditUnions = {
    ...industry,
    order: 7,
    name: "Credit Unions",
    aliases: [],
    // Its own proof: a customer story no other industry shows.
    story: "smart-rewards",
    page: {
      ...industry.page,
      title: "Composable Banking Platform for Credit Unions",
      description: "Credit unions use Tessera to launch member products in weeks, layered over the core banking system they run.",
      heading: "Member products in weeks, on the core you already run",
    },
  };
  writeFileSync(content.file("industries/credit-unions.yaml"), stringify(creditUnions));
  built = await buildSite(content.dir);
}, 240_000);
afterAll(() => {
  built?.remove();
  content.remove();
});

describe("a build after ordinary edits", () => {
  it("passes", () => {
    expect(built.ok, built.output.slice(-3000)).toBe(true);
  });

  it("leaves the removed leader off the leadership pages", () => {
    expect(built.html("/about")).not.toContain("Hannah Cole");
    expect(built.html("/company/leadership")).not.toContain("Hannah Cole");
  });

  it("publishes the new post in the lists, the sitemap and the feed, but neither the draft nor next year's post", () => {
    const pages = built.site().pages.map((page) => page.path);
    expect(pages).toContain("/company/news/tessera-opens-in-stockholm");
    expect(built.html("/company/news")).toContain("Tessera opens an office in Stockholm");
    const sitemap = readFileSync(`${built.client}/sitemap.xml`, "utf8");
    const feed = readFileSync(`${built.client}/feed.xml`, "utf8");
    expect(sitemap).toContain("/company/news/tessera-opens-in-stockholm</loc>");
    expect(feed).toContain("Tessera opens an office in Stockholm");
    for (const unpublished of ["tessera-opens-in-oslo", "tessera-opens-in-helsinki"]) {
      expect(pages).not.toContain(`/company/news/${unpublished}`);
      expect(sitemap).not.toContain(unpublished);
      expect(feed).not.toContain(unpublished);
      expect(built.html("/company/news")).not.toContain(unpublished);
    }
  });

  it("moves the renamed solution, with its menus, its references and a redirect from the old address", () => {
    const site = built.site();
    expect(site.solutions).toContainEqual({ slug: "banking-as-a-service", name: "Banking as a Service" });
    expect(site.moved["/solutions/embedded-finance"]).toBe("/solutions/banking-as-a-service");
    expect(built.html("/")).toContain('href="/solutions/banking-as-a-service"');
    expect(built.html("/industries/sme-commercial-banks")).toContain('href="/solutions/banking-as-a-service"');
    expect(built.html("/solutions/embedded-finance")).toContain("url=/solutions/banking-as-a-service");
  });

  it("adds the new industry's page and its menu item", () => {
    expect(built.site().pages.map((page) => page.path)).toContain("/industries/credit-unions");
    expect(built.html("/")).toContain('href="/industries/credit-unions"');
  });
});
