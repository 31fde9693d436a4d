import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { ContentFiles } from "./kinds.ts";
import { pathOf } from "./paths.ts";
import type { ArticleFrontMatter } from "./schema.ts";

/**
 * The site's content as its pages use it, made from the files Astro's collections read and ./parse.ts parsed.
 */

export type NavLink = { name: string; href: string; subText?: string };
export type NavSection = {
  /** Which section it is, whatever its name: its menu's id ("menu-solutions") comes from it. */
  key: "solutions" | "industries" | "platform" | "resources" | "company";
  name: string;
  /** The section's landing page, offered as "All {name}" in the mobile menu. */
  href: string;
  variant: "mega" | "list";
  /** The extra link at the head or foot of the desktop menu (All Solutions, Platform Overview, About). */
  featured?: NavLink;
  links: NavLink[];
  /** Page section ids that light this item up while they are on screen. */
  sectionIds: string[];
};
export type FooterColumn = { title: string; links: NavLink[] };

/**
 * The navigation as the page at `path` lights it (the item of the section on screen). A section's id means
 * what its page makes it mean: on a page of an item's own (its landing page, a page under it, or one it links to),
 * every section lights that item, so an industry's list of its solutions (#solutions) lights Industries, not
 * Solutions; on the other pages (home), each item keeps the ids it names.
 */
export function navigationOn(navigation: NavSection[], path: string): NavSection[] {
  const linksTo = (section: NavSection) =>
    path === section.href ||
    path.startsWith(`${section.href}/`) ||
    [section.featured, ...section.links].some((link) => link?.href === path);
  const owner = navigation.find(linksTo);
  if (!owner) return navigation;
  const every = navigation.flatMap((section) => section.sectionIds);
  return navigation.map((section) => ({ ...section, sectionIds: section === owner ? every : [] }));
}

export type Article = ArticleFrontMatter & { kind: "insight" | "news"; slug: string };
export type ArticleWithBody = Article & { markdown: string; html: string; words: number };

/** In the order of their `order` field, then by slug. */
const ordered = <T extends { slug: string; order?: number }>(list: T[]) =>
  [...list].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.slug.localeCompare(b.slug));

/**
 * What a post's or a legal page's HTML may hold: what Markdown makes, and the region a table scrolls in. Raw HTML in
 * the Markdown is cut down to it, so no text can redirect a visitor (meta), cover the page (style), restyle it (link),
 * move its links (base), ask for a password (form), embed another site (iframe, object, embed), run a script or lead
 * to one (`javascript:`): only web, mail and phone addresses, and the site's own, are kept.
 */
const contentHtml: sanitizeHtml.IOptions = {
  allowedTags: [
    ..."h1 h2 h3 h4 h5 h6 p br hr ul ol li a strong em del code pre blockquote img".split(" "),
    ..."div table thead tbody tr th td picture source".split(" "),
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    div: ["data-table-scroll", "role", "aria-label", "tabindex"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source"],
};

/**
 * Markdown to HTML, sanitised to `contentHtml`; a wide table scrolls sideways in a focusable region of its own on a
 * narrow screen, named `tableName`. `picture`: the HTML of an image (`![alt](href)`) where a page has made it a picture
 * (./pictures.ts), else marked's own.
 */
export function markdownRenderer(tableName: string, picture?: (image: Tokens.Image) => string | undefined) {
  const markdown = new Marked({
    extensions: [
      {
        name: "table",
        renderer(token) {
          const table = this.parser.renderer.table(token as Tokens.Table);
          return `<div data-table-scroll="" role="region" aria-label="${escapeAttribute(tableName)}" tabindex="0">${table}</div>`;
        },
      },
    ],
    renderer: { image: (token) => picture?.(token) ?? false },
  });
  return (text: string) => sanitizeHtml(markdown.parse(text, { async: false }), contentHtml);
}
export const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const withoutBody = <T extends { body: string }>({ body: _body, ...rest }: T) => rest;

/** Today as YYYY-MM-DD, the day a build publishes: posts dated later wait for a build on or after their date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The site's content from its parsed files. A draft, or a post dated after `publishedOn`, is left out of every page,
 * list, menu, sitemap and feed; `drafts` holds them for the checks of ./validate.ts, which hold for drafts too.
 */
export function assemble(files: ContentFiles, { publishedOn = today() }: { publishedOn?: string } = {}) {
  const ui = files.ui;
  const toHtml = markdownRenderer(ui.a11y.table);
  const rendered = (markdown: string) => ({ markdown, html: toHtml(markdown), words: count(markdown) });
  const buildingBlocks = ordered(files.buildingBlocks);
  /** The building blocks as solutions and pictures show them, by name; the files refer to their entries (their slug). */
  const blockNames = (slugs: string[]) => slugs.map((slug) => buildingBlocks.find((b) => b.slug === slug)?.name ?? slug);
  const solutions = ordered(files.solutions).map((s) => ({ ...s, poweredByBlocks: blockNames(s.poweredByBlocks) }));
  const industries = ordered(files.industries);
  const platformPages = ordered(files.platform);
  /** A solution's name wherever another entry shows it: said once, in the solution (its slug while it is missing). */
  const solutionName = (slug: string) => solutions.find((s) => s.slug === slug)?.name ?? slug;
  const platformOverview = { ...files.platformOverview.overview, slug: "platform" };

  const written: ArticleWithBody[] = [
    ...files.insights.map((a) => ({ ...withoutBody(a), kind: "insight" as const, ...rendered(a.body) })),
    ...files.news.map((a) => ({ ...withoutBody(a), kind: "news" as const, ...rendered(a.body) })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const isPublished = (a: ArticleWithBody) => !a.draft && a.date <= publishedOn;
  const articles = written.filter(isPublished);

  const legal = [...files.legal]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map(({ body, ...frontMatter }) => ({ ...frontMatter, markdown: body, html: toHtml(body) }));

  const copy = files.navigation;
  /** The links to the pages of a kind's entries, each with its line for the menu. */
  const linksTo = (kind: "solution" | "industry" | "platform-page", entries: { name: string; slug: string; subText: string }[]) =>
    entries.map(({ name, slug, subText }) => ({ name, href: pathOf(kind, slug), subText }));
  const solutionLinks = linksTo("solution", solutions);
  const platformLinks = linksTo("platform-page", platformPages);

  const menus = ui.menus;
  /** A menu of the top bar, named as ui.yaml names it, with its links and the featured link to `href` at its head. */
  const menu = (
    key: NavSection["key"],
    href: string,
    variant: NavSection["variant"],
    links: NavLink[],
    sectionIds: string[],
    featured?: { name: string; subText: string },
  ): NavSection => ({
    key,
    name: menus[key],
    href,
    variant,
    ...(featured && { featured: { name: featured.name, href, subText: featured.subText } }),
    links,
    sectionIds,
  });
  const solutionsMenu = menu("solutions", pathOf("solutions"), "mega", solutionLinks, ["solutions", "use-cases"], {
    name: menus.allSolutions,
    subText: copy.featured.solutions,
  });
  const industriesMenu = menu("industries", pathOf("industries"), "mega", linksTo("industry", industries), ["verticals"], {
    name: menus.allIndustries,
    subText: copy.featured.industries,
  });
  const platformMenu = menu("platform", pathOf("platform"), "list", platformLinks, ["platform", "integration", "technology"], {
    name: menus.platformOverview,
    subText: platformOverview.subText,
  });
  const resourcesMenu = menu("resources", pathOf("resources"), "list", copy.resources, ["product-latest"]);
  const company = copy.company.filter((l) => l.href !== pathOf("about"));
  const companyMenu = menu("company", pathOf("about"), "list", company, ["about"], {
    name: menus.about,
    subText: copy.featured.company,
  });
  const navigation = [solutionsMenu, industriesMenu, platformMenu, resourcesMenu, companyMenu];

  /** A menu's column of the footer: its featured link (or its own name) to its page first, then its links. */
  const column = ({ name, href, featured, links }: NavSection): FooterColumn => ({
    title: name,
    links: [{ name: featured?.name ?? name, href }, ...links.map(({ name, href }) => ({ name, href }))],
  });
  const footerColumns: FooterColumn[] = [
    ...[solutionsMenu, industriesMenu, platformMenu].map(column),
    { title: menus.company, links: copy.company },
    column(resourcesMenu),
    { title: menus.legal, links: copy.legal },
  ];

  return {
    solutions,
    industries,
    platformOverview,
    platformPages,
    buildingBlocks,
    capabilityBlocks: files.platformOverview.capabilityBlocks,
    diagramSuites: files.platformOverview.diagramSuites.map(({ solution, blocks }) => ({
      id: solution,
      name: solutionName(solution),
      blocks,
    })),
    buildingBlocksSection: files.platformOverview.buildingBlocksSection,
    caseStudies: ordered(files.caseStudies),
    releases: [...files.releases].sort((a, b) => b.date.localeCompare(a.date)),
    leaders: ordered(files.leaders),
    values: ordered(files.values),
    openings: ordered(files.openings),
    partners: ordered(files.partners),
    company: files.company,
    pages: files.pageCopy,
    about: files.about,
    demoPage: files.demo,
    ctaCopy: files.cta,
    /** Interface text: buttons, labels, messages (ui.yaml). */
    ui,
    home: files.home,
    homeSuiteCards: files.home.suiteCards.map((card) => ({ ...card, name: solutionName(card.slug) })),
    homeProof: files.proof,
    security: files.security,
    developers: files.developers,
    /** The words inside the product pictures (visuals.yaml). */
    visuals: files.visuals,
    /** The menu items that are not entries, as written. */
    navigationCopy: copy,
    /** What every page's layout makes of the content: the menus, the footer, the demo form's suites. */
    layoutData: {
      navigation,
      footerColumns,
      /** The chips of the demo form. */
      solutions: solutions.map(({ slug, name }) => ({ slug, name })),
    },
    /** Every article, newest first. */
    allArticles: () => articles,
    articlesOfKind: (kind: Article["kind"]) => articles.filter((a) => a.kind === kind),
    findArticle: (kind: Article["kind"], slug: string | undefined) => articles.find((a) => a.kind === kind && a.slug === slug),
    /** The legal pages (/privacy-policy…), by slug. */
    legal,
    /** Drafts and posts dated after the day of the build: on no page, but checked like the rest. */
    unpublished: () => written.filter((a) => !isPublished(a)),
    moved: files.moved.moved,
    /** Campaign pages (/campaigns/<slug>), by slug. */
    campaigns: ordered(files.campaigns),
  };
}

const count = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

export type Content = ReturnType<typeof assemble>;
export type LegalDocument = Content["legal"][number];
