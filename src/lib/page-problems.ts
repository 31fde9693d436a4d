import type { Content } from "../content/assemble.ts";
import { parseContent, type RawContent } from "../content/parse.ts";
import { pathOf } from "../content/paths.ts";
import { isReservedPath } from "../content/reserved-paths.ts";
import { articleEntry, markdownLinks, type Problem, problemList } from "../content/validate.ts";
import { movedAddresses, type PageEntry, routeTable } from "./route-table.ts";

/**
 * What the content cannot check alone, needing the site's pages (./route-table.ts): links that lead to pages and
 * sections that exist, addresses used once and not the staff tools', moved addresses that lead to pages, each
 * section's anchor used once. Listed beside the content's own problems (src/content/validate.ts).
 */

/** Addresses on the site that are files, not pages, which a link may name. */
const siteFiles = new Set(["/feed.xml", "/sitemap.xml"]);

/** The schemes of the addresses a link may have besides the site's own: the sanitiser (src/content/assemble.ts) keeps only these. */
const webSchemes = new Set(["http", "https", "mailto", "tel"]);

/**
 * Why a link leads nowhere, or undefined when it leads to a page (and section) that exists, to another site, or to an
 * e-mail address or a phone number.
 */
export function brokenLink(href: string, pages: Map<string, PageEntry>, moved: Map<string, string>): string | undefined {
  // A browser drops tabs and line breaks from an address, and spaces around it, before it reads the scheme.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.replace(/[\t\n\r]/g, "").trim())?.[1]?.toLowerCase();
  if (scheme && !webSchemes.has(scheme))
    return `"${href}" is not an address of a web page: a browser would run it, or open something other than a page. Link to a page of the site ("/solutions"), or to an address starting with https://, mailto: or tel:.`;
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  const [pathAndQuery = "", section] = href.split("#");
  const path = pathAndQuery.split("?")[0] ?? "";
  if (siteFiles.has(path)) return undefined;
  const page = pages.get(path);
  if (!page) {
    const to = moved.get(path);
    return to
      ? `"${href}" has moved to "${to}". Link to "${to}" instead.`
      : `"${href}" is not a page of the site. Check the address, or pick a page from the site's menus.`;
  }
  if (section && !(page.sections ?? []).includes(section)) {
    const known = page.sections?.length ? ` Sections on that page: ${page.sections.map((s) => `#${s}`).join(", ")}.` : "";
    return `"${href}" leads to no section: the page "${path}" has no "#${section}".${known || " Link to the page without #…."}`;
  }
  return undefined;
}

/** The problems of the content's links and addresses; drafts and scheduled posts are checked too, before they go live. */
export function pageProblems(content: Content): Problem[] {
  const { problems, problem, once } = problemList();
  const routes = routeTable(content);
  const pages = new Map(routes.map((page) => [page.path, page]));
  const moved = movedAddresses(content);
  const link = (entry: string, field: string, href: string) => {
    const broken = brokenLink(href, pages, moved);
    if (broken) problem(entry, field, `the link ${broken}`);
  };

  // Links, in fields and in Markdown texts (the field the editor labels "Text").
  for (const section of content.layoutData.navigation)
    for (const l of section.links) link(`Menus and footer → ${section.name}`, "href", l.href);
  for (const l of content.navigationCopy.legal) link("Menus and footer → Legal", "href", l.href);
  for (const card of content.home.power.cards) link(`Home page → Power cards → ${card.title}`, "href", card.href);
  link("Home page → Platform overview → Link", "href", content.home.platformOverview.link.href);
  link("Home page → Suites → View all", "href", content.home.suites.viewAll.href);
  for (const article of [...content.allArticles(), ...content.unpublished()]) {
    for (const href of markdownLinks(article.markdown)) link(articleEntry(article), "text", href);
  }
  for (const doc of content.legal) {
    for (const href of markdownLinks(doc.markdown)) link(`Legal pages → ${doc.title}`, "text", href);
  }

  // Addresses: each page has one, none is the staff tools', no moved address is a page, each leads to a page.
  once("address", routes, (page) => [`the page "${page.title}"`, page.path]);
  const reserved = (address: string) =>
    `"${address}" is an address of the staff tools (the inbox, the editor, publishing) or of the server itself. Choose another address.`;
  for (const page of routes) if (isReservedPath(page.path)) problem(`the page "${page.title}"`, "address", reserved(page.path));
  for (const { from, to } of content.moved) {
    const entry = `Moved addresses → ${from}`;
    if (isReservedPath(from)) problem(entry, "from", reserved(from));
    else if (pages.has(from))
      problem(entry, "from", `"${from}" is a page of the site. Remove this moved address, or rename the page.`);
    if (!pages.has(to)) problem(entry, "to", `"${to}" is not a page of the site. Point it at a page that exists.`);
  }
  once("from", content.moved, ({ from }) => [`Moved addresses → ${from}`, from]);
  const aliases = content.industries.flatMap((industry) => (industry.aliases ?? []).map((alias) => ({ industry, alias })));
  once("aliases", aliases, ({ industry, alias }) => [`Industries → ${industry.name}`, alias]);
  for (const { industry, alias } of aliases) {
    const path = pathOf("industry", alias);
    if (pages.has(path)) problem(`Industries → ${industry.name}`, "aliases", `"${alias}" is the address of another industry.`);
    if (content.moved.some((m) => m.from === path))
      problem(`Industries → ${industry.name}`, "aliases", `"${path}" is also in the moved addresses. Keep it in one place.`);
  }

  // Each section's anchor, once on its page.
  for (const page of routes) once("id", page.sections ?? [], (id) => [`the page "${page.title}"`, id]);
  return problems;
}

/** The content parsed and checked as the site shows it, its pages' problems after its own: what a save checks. */
export function parseSite(raw: RawContent, options?: Parameters<typeof parseContent>[1]) {
  const { content, problems } = parseContent(raw, options);
  return { content, problems: [...problems, ...pageProblems(content)] };
}
