import { z } from "zod";

/**
 * The shape of every kind of content file under src/content, one schema per kind. Astro's content collections
 * (src/content.config.ts) and ./files.ts parse the files with them, so a bad entry fails the build and the tests with
 * the file and the field named. An entry of a collection is one file, whose name is its slug; `order` places it in
 * lists and menus.
 */

/**
 * Errors say what the content editor says of the same value, in its words, so a build that fails and an editor that
 * refuses a value agree: "name: must be no longer than 40 characters".
 */
z.config({
  customError: (issue) => {
    const { code, origin } = issue;
    if (code === "invalid_type" && issue.input === undefined) return "is required";
    if (code === "invalid_value") return "must be one of the choices the editor offers";
    if (code !== "too_small" && code !== "too_big") return undefined;
    const limit = Number(code === "too_small" ? issue.minimum : issue.maximum);
    const items = `${limit} item${limit === 1 ? "" : "s"}`;
    if (origin === "string" && code === "too_small")
      return limit === 1 ? "must not be empty" : `must be at least ${limit} characters long`;
    if (origin === "string") return `must be no longer than ${limit} characters`;
    if (origin === "array") return code === "too_small" ? `must have at least ${items}` : `must have at most ${items}`;
    return code === "too_small" ? `must be at least ${limit}` : `must be at most ${limit}`;
  },
});

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, such as family-banking");

/** A reference to an entry of another collection, by its slug; the editor offers the entries. */
const entryOf = (collection: "solutions" | "industries" | "caseStudies") => slug.meta({ collection });

/** A value that may be left out; the editor saves an empty field as "", which counts as left out. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** Where an entry comes in its list and in the menus: 1 first. */
export const order = z
  .number()
  .int()
  .min(1)
  .max(999)
  .meta({ title: "Position", description: "Where the entry comes in lists and menus: 1 comes first." });

/** A date as YYYY-MM-DD; YAML reads an unquoted date as a date, which is taken as the same day. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date("must be a real date, written YYYY-MM-DD, such as 2026-03-04"),
);

/** Lucide icons the content may name; `src/components/ui/icon.tsx` maps each to its component. */
export const iconNames = [
  "activity",
  "bot",
  "briefcase",
  "building",
  "building-2",
  "chart-line",
  "coins",
  "cpu",
  "credit-card",
  "database",
  "gauge",
  "gift",
  "globe",
  "handshake",
  "heart-handshake",
  "landmark",
  "layers",
  "lightbulb",
  "link",
  "lock",
  "message-square",
  "network",
  "piggy-bank",
  "plug",
  "puzzle",
  "rocket",
  "scale",
  "shield-check",
  "shopping-bag",
  "smartphone",
  "sparkles",
  "store",
  "trending-down",
  "users",
  "wallet",
  "workflow",
  "zap",
] as const;
export const iconName = z.enum(iconNames);

/** What every page declares once: used for <title>, meta description, Open Graph and the page header. */
export const pageCopy = z.object({
  title: z
    .string()
    .min(3)
    .max(60)
    .describe("The title of the browser tab and of search results; the brand name is added after it."),
  description: z
    .string()
    .min(70)
    .max(160)
    .describe("What search results and link previews show under the title: one or two plain sentences."),
  heading: z.string().min(3).max(90).describe("The page's main heading."),
  lead: z.string().min(40).max(400).describe("The paragraph under the main heading."),
});

/** A titled block of prose with optional bullet points, the building unit of inner pages. */
export const feature = z.object({
  title: z.string().min(2).max(80),
  body: z.string().min(20).max(600),
  icon: optional(iconName),
  points: z.array(z.string().min(3).max(200)).max(6).default([]),
});

export const buildingBlockNames = [
  "Smart Money",
  "Smart Identity",
  "Smart Cards",
  "Smart Value",
  "Smart Treasury + FX",
  "Smart Insights",
  "Smart Sharing",
  "Smart Issuance",
  "Smart Exchange",
  "Conversational Money",
] as const;

export const buildingBlock = z.object({
  order,
  name: z.string().min(3).max(40).describe("Solutions name the blocks they are powered by with these names."),
  icon: iconName,
  description: z.string().min(40).max(300),
});

export const capabilityBlockIds = ["accounts", "rewards", "treasury", "compliance", "lending"] as const;

export const capabilityBlock = z.object({
  id: z.enum(capabilityBlockIds),
  name: z.string(),
  description: z.string().min(20).max(200),
});

export const diagramSuite = z.object({
  id: z.string(),
  name: z.string(),
  blocks: z.array(z.enum(capabilityBlockIds)).min(1),
});

export const solution = z.object({
  order,
  name: z.string().min(3).max(40),
  icon: iconName,
  subText: z.string().min(10).max(80).describe("Short label under the name in menus and cards."),
  oneLiner: z.string().min(30).max(200).describe("One sentence that says what the suite does."),
  description: z.string().min(60).max(400).describe("Two or three sentences for cards and the solutions list."),
  outcomes: z.array(z.string().min(10).max(200)).min(3).max(6),
  poweredByBlocks: z.array(z.enum(buildingBlockNames)).min(1),
  targetBuyers: z.array(z.string().min(3).max(80)),
  vignette: z
    .object({ title: z.string().min(5).max(80), body: z.string().min(100).max(800) })
    .describe("A short story of the suite in use at a fictional customer."),
  primaryCTA: z.literal("Book a demo"),
  seo: z.object({ title: z.string().min(3).max(60), description: z.string().min(70).max(160) }),
});

export const homeSuiteCard = z.object({
  slug: entryOf("solutions").describe("The solution the card links to."),
  name: z.string(),
  icon: iconName,
  highlight: z.string().min(2).max(30),
  description: z.string().min(30).max(200),
  colour: z
    .enum(["teal", "indigo", "amber", "rose", "sky", "violet", "emerald", "orange"])
    .describe("The accent colour of the card."),
});

export const industryGroups = ["banks", "fintechs", "smes", "merchants"] as const;

export const industry = z.object({
  order,
  name: z.string().min(3).max(40),
  icon: iconName,
  group: z.enum(industryGroups),
  subText: z.string().min(10).max(80).describe("Short label in menus and cards."),
  page: pageCopy,
  challenges: z.array(feature).min(3).max(5),
  solutions: z.array(entryOf("solutions")).min(2).max(5).describe("The solutions that fit this industry, best fit first."),
  aliases: z.array(slug).default([]).describe("Old addresses (their last part) that now lead to this page."),
});

/** The product pictures drawn in code (src/components/visuals/); a page names the ones it shows. */
export const productVisualNames = ["rules-editor", "simulation", "suite", "fabric"] as const;
export const productVisual = z.enum(productVisualNames);

export const platformPage = z.object({
  name: z.string().min(3).max(40).describe("Label in menus."),
  icon: iconName,
  subText: z.string().min(10).max(80),
  page: pageCopy,
  visuals: z.array(productVisual).min(1).max(2).describe("The product pictures beside the page's heading, in order."),
  sections: z.array(feature).min(3).max(8),
});

/** A platform page other than the overview (/platform/<slug>). */
export const platformSubPage = platformPage.extend({
  order,
  id: slug.describe("The anchor of the page's first section (for links such as /platform/integration#integration)."),
  listsBuildingBlocks: z
    .boolean()
    .default(false)
    .describe("Show the building blocks, each with its own anchor, after the page's sections."),
});

/** A short label inside a product picture: it has to fit on a small screen. */
const visualLabel = z.string().min(2).max(48);
/** What a product picture shows, in plain words, for screen readers (the picture's accessible name starts with it). */
const visualDescription = z.string().min(20).max(160);

/** The title bar of a pictured product screen: where in the product it is, what it shows, and its state. */
const screenBar = z.object({ section: visualLabel, title: visualLabel, status: visualLabel });

export const rulesEditorCopy = z.object({
  description: visualDescription,
  bar: screenBar,
  heading: visualLabel,
  /** The rule as a customer-facing sentence: [conditions] in square brackets, the {action} in braces. */
  rule: z
    .string()
    .max(140)
    .regex(/\[[^\]]+\].*\{[^}]+\}/, "must be a sentence with [conditions] in square brackets and an {action} in braces"),
  compiledHeading: visualLabel,
  /** The rule compiled to a policy, one clause a line: keyword, then expression. */
  compiled: z
    .array(z.object({ keyword: z.string().min(2).max(6), expression: z.string().min(3).max(40) }))
    .min(2)
    .max(5),
  meta: visualLabel,
  toggle: visualLabel,
});

export const simulationCopy = z.object({
  description: visualDescription,
  bar: screenBar,
  monthly: z
    .array(z.number().int().min(0).max(10_000))
    .min(6)
    .max(24)
    .describe("Payments the rule would have flagged, month by month, oldest first: the chart's bars and the totals."),
  flagged: visualLabel,
  falseAlarms: z.object({ value: z.string().min(2).max(6), label: visualLabel }),
  months: visualLabel,
  chart: z.object({ start: visualLabel, end: visualLabel }),
  approval: visualLabel,
  action: visualLabel,
  note: visualLabel.describe("Says the figures are an example, not a customer's."),
});

export const suiteVisualCopy = z.object({
  description: visualDescription,
  suite: entryOf("solutions").describe("The solution pictured; its building blocks come from its poweredByBlocks."),
  kind: visualLabel,
  spare: z.array(z.enum(buildingBlockNames)).min(1).max(3).describe("Blocks shown beside the suite, ready to add."),
  spareHeading: visualLabel,
  fabric: visualLabel,
});

const visualNode = z.object({ name: z.string().min(2).max(20), icon: iconName });

export const fabricVisualCopy = z.object({
  description: visualDescription,
  channelsHeading: visualLabel,
  channels: z.array(visualNode).length(4).describe("Four across at every width, so names stay short."),
  fabric: z.object({ name: visualLabel, detail: visualLabel, events: z.array(z.string().min(3).max(24)).min(2).max(4) }),
  estateHeading: visualLabel,
  estate: z
    .array(visualNode.extend({ name: z.string().min(2).max(14) }))
    .length(5)
    .describe("The bank's own systems and partners, five across (one short word or two each); the first is its core."),
});

export const value = z.object({
  order,
  icon: iconName,
  title: z.string().min(3).max(40),
  description: z.string().min(40).max(300),
});

export const leader = z.object({
  order,
  name: z.string(),
  role: z.string(),
  bio: z.string().min(150).max(700),
});

export const caseStudy = z.object({
  order,
  customer: z.string(),
  industry: entryOf("industries"),
  title: z.string().min(10).max(120),
  challenge: z.string().min(60).max(600),
  approach: z.string().min(60).max(600),
  results: z
    .array(z.object({ figure: z.string().max(12), label: z.string().max(80) }))
    .min(2)
    .max(4),
  solutions: z.array(entryOf("solutions")).min(1),
  quote: optional(z.string().min(40).max(240)).describe(
    "What the customer says of the launch, attributed to the customer; only what the study itself states.",
  ),
});

/** A customer's name set as type: a word in one of a few treatments, a small shape before it, a line beneath. */
export const customerWordmark = z.object({
  name: z
    .string()
    .min(2)
    .max(40)
    .describe("The customer's full name, exactly as a case study or a solution's vignette spells it."),
  word: z.string().min(2).max(20).describe("The large part of the mark; the rest of the name goes beneath it."),
  type: z.enum(["serif", "caps", "round", "mono", "italic"]),
  shape: z.enum(["circle", "diamond", "square", "bar", "none"]),
});

/** The proof on home: who builds on the platform, what they measured, what they said, what the platform controls. */
export const homeProof = z.object({
  customers: z.object({ label: z.string().min(10).max(60), names: z.array(customerWordmark).min(4).max(8) }),
  results: z.object({
    id: slug,
    heading: z.string().min(10).max(80),
    lead: z.string().min(40).max(240),
    items: z
      .array(z.object({ caseStudy: entryOf("caseStudies"), result: z.number().int().min(0).max(3) }))
      .length(3)
      .describe("Each: a case study and the index of the result of it shown as the headline; its quote goes beneath."),
    readMore: z.string().min(5).max(40),
  }),
  security: z.object({
    id: slug,
    heading: z.string().min(10).max(80),
    lead: z.string().min(40).max(240),
    /** Only what the platform pages already claim, stated plainly: no badges, no certification the copy does not make. */
    claims: z
      .array(z.object({ title: z.string().min(5).max(60), body: z.string().min(20).max(140) }))
      .min(4)
      .max(8),
  }),
});

export const opening = z.object({
  order,
  title: z.string(),
  team: z.string(),
  location: z.string(),
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  summary: z.string().min(60).max(400),
});

export const partner = z.object({
  order,
  name: z.string(),
  category: z.enum(["Core banking", "Card issuing", "Cloud", "Data and identity", "Consulting"]),
  description: z.string().min(40).max(300),
});

export const release = z.object({
  date: isoDate,
  title: z.string().min(5).max(100),
  body: z.string().min(60).max(600),
  tags: z.array(z.string()).max(4),
});

/** Front matter of an insight article (insights/) or a news post (news/), Markdown files. */
export const articleFrontMatter = z.object({
  title: z.string().min(10).max(100),
  description: z.string().min(70).max(160),
  lead: z.string().min(40).max(400),
  date: isoDate,
  author: z.string(),
  authorRole: optional(z.string().min(2).max(80)),
  tags: z.array(z.string()).max(5).default([]),
  draft: z
    .boolean()
    .default(false)
    .describe("A draft is on no page of the site. A post dated in the future goes live on its date, once the site is built."),
});

/* Page sections and labels: one file each (src/content/<name>.yaml). */

const heading = z.string().min(3).max(90);
const lead = z.string().min(20).max(400);
/** A heading and the paragraph under it. */
export const band = z.object({ heading, lead });
/** A band with the anchor id that lights up its menu item while it is on screen. */
export const section = band.extend({ id: slug });
export const link = z.object({
  label: z.string().min(2).max(40),
  href: z.string().regex(/^\/[a-z0-9/#-]*$/, "must be an address on this site, starting with /, such as /solutions"),
});
/** A short piece of interface text: a label, a button, a heading of a list. */
const label = z.string().min(1).max(120);
const labels = <const K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, label])) as Record<K, typeof label>);

/** An address on this site: "/" or lower-case words joined by hyphens, separated by slashes. */
export const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    "must be an address on this site, such as /solutions/family-banking",
  );

/** moved.yaml: addresses that moved for good; each answers with a permanent redirect to its new address. */
export const movedCopy = z.object({
  moved: z
    .array(
      z.object({
        from: sitePath.describe("The old address, which no page may use any more."),
        to: sitePath.describe("The page it now leads to."),
      }),
    )
    .describe("Old addresses and the pages they now lead to. Search engines and old links follow them."),
});

/** page-copy.yaml: the title, description, heading and lead of every page that is not an entry of a collection. */
export const pageCopies = z.object({
  home: pageCopy,
  about: pageCopy,
  solutions: pageCopy,
  industries: pageCopy,
  resources: pageCopy,
  insights: pageCopy,
  productLatest: pageCopy,
  caseStudies: pageCopy,
  leadership: pageCopy,
  careers: pageCopy,
  news: pageCopy,
  partners: pageCopy,
  privacyPolicy: pageCopy,
  cookiePolicy: pageCopy,
  demo: pageCopy,
  notFound: pageCopy,
});

/** company.yaml: the facts, the vision and the mission. */
export const companyCopy = z.object({
  facts: z.object({
    founded: z.number().int().min(1900).max(2100),
    headquarters: z.string().min(2).max(60),
    offices: z.array(z.string().min(2).max(60)).min(1).max(12),
    employees: z.string().min(1).max(12),
  }),
  vision: z.object({ heading, body: z.string().min(40).max(700) }),
  mission: z.object({ heading, body: z.string().min(40).max(700), imageAlt: z.string().min(20).max(240) }),
});

/** about.yaml: the About page's sections that are not lists. */
export const aboutCopy = z.object({
  hero: band.extend({ eyebrow: label }),
  values: band,
  leadership: section,
  cta: band,
  fallback: z.object({ heading, body: label }),
});

/** demo.yaml: the demo dialog, and the /demo page beyond its page copy. */
export const demoCopy = z.object({
  dialog: z.object({ title: heading, description: lead }),
  steps: z.array(feature).length(3).describe("What happens after the request is sent."),
  sent: z.object({ heading, body: lead }).describe("The page a form posted without JavaScript shows once it is accepted."),
  notSent: z
    .object({ title: heading, heading, body: lead })
    .describe("The page a form posted without JavaScript comes back as when it was not accepted."),
  contact: label.describe("Followed on the page by the contact address."),
});

/** cta.yaml: the Book a demo label and the bands that end solution, industry and platform pages. */
export const ctaCopy = z.object({
  label: z.literal("Book a demo"),
  solutionsCta: band,
  industryCta: band,
  platformCta: band,
});

/** labels.yaml: the headings and labels of each kind of page beyond its page copy. */
export const pageLabels = z.object({
  about: labels("vision", "mission"),
  architecture: labels("suites", "blocks", "fabric", "fabricDetail", "core", "coreDetail"),
  careers: labels("openRoles", "apply", "applyLink", "values"),
  caseStudies: labels("challenge", "approach", "solutions"),
  industry: labels("solutions", "learnMore"),
  leadership: labels("leaders", "press", "mediaEnquiries"),
  notFound: labels("eyebrow", "home", "solutions"),
  resources: labels("latest"),
  solution: labels("outcomes", "builtFor", "poweredBy", "inPractice"),
});

/** platform-overview.yaml: the /platform page, the capability blocks and the suites of the architecture diagram. */
export const platformOverviewCopy = z.object({
  overview: platformPage,
  capabilityBlocks: z.array(capabilityBlock).min(1).max(8),
  diagramSuites: z.array(diagramSuite).min(1).max(8),
  buildingBlocksSection: band.describe("The section of /platform/capabilities that lists the building blocks."),
});

const navLink = z.object({
  name: z.string().min(2).max(40),
  href: link.shape.href,
  subText: optional(z.string().min(10).max(80)),
});

/** navigation.yaml: the menu items that are not entries (solutions, industries and platform pages list themselves). */
export const navigationCopy = z.object({
  featured: labels("solutions", "industries", "company").describe(
    'The line under "All Solutions", "All Industries", "Platform Overview" and "About" in the menus.',
  ),
  resources: z.array(navLink).min(1).max(8),
  company: z.array(navLink).min(1).max(8),
  legal: z.array(navLink).min(1).max(4),
});

/** visuals.yaml: the words inside the product pictures. */
export const visualsCopy = z.object({
  rulesEditor: rulesEditorCopy,
  simulation: simulationCopy,
  suite: suiteVisualCopy,
  fabric: fabricVisualCopy,
});

const powerCard = z.object({
  title: z.string().min(3).max(60),
  body: z.string().min(20).max(200),
  icon: iconName,
  href: link.shape.href,
});
const outcome = z.object({
  value: z.number().int().min(0).max(1000),
  suffix: z.string().max(4),
  label: z.string().min(3).max(60),
});

/** home.yaml: the home page's sections. */
export const homeCopy = z.object({
  hero: band.extend({
    eyebrow: label,
    scrollCue: label,
    visual: productVisual.describe("The product picture beside the heading."),
  }),
  platformOverview: section.extend({ layers: z.array(feature).min(3).max(6), link }),
  challenge: section.extend({ pains: z.array(feature).min(3).max(6) }),
  architecture: section.extend({ hint: z.string().min(10).max(200).describe("What the diagram does on hover or focus.") }),
  ctaBand: band,
  benefits: section.extend({ items: z.array(feature).min(3).max(6) }),
  power: band.extend({ cards: z.array(powerCard).min(2).max(4) }),
  suites: section.extend({ viewAll: link }),
  closing: band,
  outcomes: z.object({
    enabled: z.boolean().describe("Show the three headline figures (only with figures the company can stand behind)."),
    heading,
    items: z.array(outcome).length(3),
  }),
  suiteCards: z.array(homeSuiteCard).min(1).max(8).describe("The suites shown on home, in order."),
});

/** Front matter of a legal page (legal/). */
export const legalFrontMatter = z.object({
  title: z.string().min(3).max(60),
  description: z.string().min(70).max(160),
  lead: z.string().min(40).max(400),
  updated: isoDate,
});

/** An entry of a collection: the file's name is its slug. */
type WithSlug<T> = T & { slug: string };

export type Slug = z.infer<typeof slug>;
export type IconName = z.infer<typeof iconName>;
export type PageCopy = z.infer<typeof pageCopy>;
/** A feature as written (its points may be left out). */
export type Feature = Omit<z.infer<typeof feature>, "points"> & { points?: string[] };
export type BuildingBlockName = (typeof buildingBlockNames)[number];
export type BuildingBlock = WithSlug<z.infer<typeof buildingBlock>>;
export type CapabilityBlockId = (typeof capabilityBlockIds)[number];
export type CapabilityBlock = z.infer<typeof capabilityBlock>;
export type DiagramSuite = z.infer<typeof diagramSuite>;
export type Solution = WithSlug<z.infer<typeof solution>>;
export type HomeSuiteCard = z.infer<typeof homeSuiteCard>;
export type IndustryGroup = (typeof industryGroups)[number];
export type Industry = WithSlug<z.infer<typeof industry>>;
export type PlatformPage = WithSlug<z.infer<typeof platformPage>>;
export type PlatformSubPageEntry = WithSlug<z.infer<typeof platformSubPage>>;
export type ProductVisualName = (typeof productVisualNames)[number];
export type RulesEditorCopy = z.infer<typeof rulesEditorCopy>;
export type SimulationCopy = z.infer<typeof simulationCopy>;
export type SuiteVisualCopy = z.infer<typeof suiteVisualCopy>;
export type FabricVisualCopy = z.infer<typeof fabricVisualCopy>;
export type Value = z.infer<typeof value>;
export type Leader = WithSlug<z.infer<typeof leader>>;
export type CaseStudy = WithSlug<z.infer<typeof caseStudy>>;
export type Opening = z.infer<typeof opening>;
export type CustomerWordmark = z.infer<typeof customerWordmark>;
export type HomeProof = z.infer<typeof homeProof>;
export type Partner = z.infer<typeof partner>;
export type Release = z.infer<typeof release>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type Band = z.infer<typeof band>;
export type Section = z.infer<typeof section>;
export type Link = z.infer<typeof link>;
export type NavLink = z.infer<typeof navLink>;
export type HomeCopy = z.infer<typeof homeCopy>;
