import { z } from "zod";

/**
 * The shape of every piece of copy on the site. Content modules are plain typed data
 * (so no validator ships to the browser); `validate-content.ts` parses all of them with
 * these schemas at build time and in the tests, so a bad entry fails the build.
 */

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

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
  /** The page-specific part of <title>; the brand is appended by the layout. At most 60 characters. */
  title: z.string().min(3).max(60),
  /** Meta description: one or two plain sentences, 70–160 characters. */
  description: z.string().min(70).max(160),
  /** The page's single h1. */
  heading: z.string().min(3).max(90),
  /** The paragraph under the h1. */
  lead: z.string().min(40).max(400),
});

/** A titled block of prose with optional bullet points, the building unit of inner pages. */
export const feature = z.object({
  title: z.string().min(2).max(80),
  body: z.string().min(20).max(600),
  icon: iconName.optional(),
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
  name: z.enum(buildingBlockNames),
  slug,
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
  slug,
  name: z.string().min(3).max(40),
  icon: iconName,
  /** Short label under the name in menus and cards. */
  subText: z.string().min(10).max(80),
  /** One sentence that says what the suite does. */
  oneLiner: z.string().min(30).max(200),
  /** Two or three sentences for cards and the solutions list. */
  description: z.string().min(60).max(400),
  outcomes: z.array(z.string().min(10).max(200)).min(3).max(6),
  poweredByBlocks: z.array(z.enum(buildingBlockNames)).min(1),
  targetBuyers: z.array(z.string().min(3).max(80)),
  /** A short story of the suite in use at a fictional customer. */
  vignette: z.object({ title: z.string().min(5).max(80), body: z.string().min(100).max(800) }),
  primaryCTA: z.literal("Book a demo"),
  seo: z.object({ title: z.string().min(3).max(60), description: z.string().min(70).max(160) }),
});

export const homeSuiteCard = z.object({
  slug,
  name: z.string(),
  icon: iconName,
  highlight: z.string().min(2).max(30),
  description: z.string().min(30).max(200),
  /** A theme accent token name (see src/styles/app.css). */
  colour: z.enum(["teal", "indigo", "amber", "rose", "sky", "violet", "emerald", "orange"]),
});

export const industryGroups = ["banks", "fintechs", "smes", "merchants"] as const;

export const industry = z.object({
  slug,
  name: z.string().min(3).max(40),
  icon: iconName,
  group: z.enum(industryGroups),
  /** Short label in menus and cards. */
  subText: z.string().min(10).max(80),
  page: pageCopy,
  challenges: z.array(feature).min(3).max(5),
  /** Slugs of the solutions that fit this industry, best fit first. */
  solutions: z.array(slug).min(2).max(5),
  /** Legacy slugs that redirect here permanently (DESIGN.md §4). */
  aliases: z.array(slug).default([]),
});

/** The product pictures drawn in code (src/components/visuals/); a page names the ones it shows. */
export const productVisualNames = ["rules-editor", "simulation", "suite", "fabric"] as const;
export const productVisual = z.enum(productVisualNames);

export const platformPage = z.object({
  slug,
  /** Label in menus. */
  name: z.string().min(3).max(40),
  icon: iconName,
  subText: z.string().min(10).max(80),
  page: pageCopy,
  /** The product pictures beside the page's heading, in order. */
  visuals: z.array(productVisual).min(1).max(2),
  sections: z.array(feature).min(3).max(8),
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
    .regex(/\[[^\]]+\].*\{[^}]+\}/, "a sentence with [conditions] in square brackets and an {action} in braces"),
  compiledHeading: visualLabel,
  /** The rule compiled to a policy, one clause a line: keyword, then expression. */
  compiled: z
    .array(z.tuple([z.string().min(2).max(6), z.string().min(3).max(40)]))
    .min(2)
    .max(5),
  meta: visualLabel,
  toggle: visualLabel,
});

export const simulationCopy = z.object({
  description: visualDescription,
  bar: screenBar,
  /** Payments the rule would have flagged, month by month, oldest first: the chart's bars and the totals. */
  monthly: z.array(z.number().int().min(0).max(10_000)).min(6).max(24),
  flagged: visualLabel,
  falseAlarms: z.object({ value: z.string().min(2).max(6), label: visualLabel }),
  months: visualLabel,
  chart: z.object({ start: visualLabel, end: visualLabel }),
  approval: visualLabel,
  action: visualLabel,
  /** Says the figures are an example, not a customer's. */
  note: visualLabel,
});

export const suiteVisualCopy = z.object({
  description: visualDescription,
  /** The solution pictured; its building blocks come from its poweredByBlocks. */
  suite: slug,
  kind: visualLabel,
  /** Blocks shown beside the suite, ready to add. */
  spare: z.array(z.enum(buildingBlockNames)).min(1).max(3),
  spareHeading: visualLabel,
  fabric: visualLabel,
});

const visualNode = z.object({ name: z.string().min(2).max(20), icon: iconName });

export const fabricVisualCopy = z.object({
  description: visualDescription,
  channelsHeading: visualLabel,
  /** Four across at every width, so names stay short. */
  channels: z.array(visualNode).length(4),
  fabric: z.object({ name: visualLabel, detail: visualLabel, events: z.array(z.string().min(3).max(24)).min(2).max(4) }),
  estateHeading: visualLabel,
  /** The bank's own systems and partners, five across (one short word or two each); the first is its core. */
  estate: z.array(visualNode.extend({ name: z.string().min(2).max(14) })).length(5),
});

export const value = z.object({
  icon: iconName,
  title: z.enum(["Programmable by Design", "Can-do at Scale", "Crafted for Trust", "Curious and Bold", "Together Always"]),
  description: z.string().min(40).max(300),
});

export const leader = z.object({
  slug,
  name: z.string(),
  role: z.string(),
  bio: z.string().min(150).max(700),
});

export const caseStudy = z.object({
  slug,
  customer: z.string(),
  industry: slug,
  title: z.string().min(10).max(120),
  challenge: z.string().min(60).max(600),
  approach: z.string().min(60).max(600),
  results: z
    .array(z.object({ figure: z.string().max(12), label: z.string().max(80) }))
    .min(2)
    .max(4),
  solutions: z.array(slug).min(1),
  /** What the customer says of the launch, attributed to the customer; only what the study itself states. */
  quote: z.string().min(40).max(240).optional(),
});

/** A customer's name set as type: a word in one of a few treatments, a small shape before it, a line beneath. */
export const customerWordmark = z.object({
  /** The customer's full name, exactly as a case study or a solution's vignette spells it. */
  name: z.string().min(2).max(40),
  /** The large part of the mark; the rest of the name goes beneath it. */
  word: z.string().min(2).max(20),
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
    /** Each: a case study and the index of the result of it shown as the headline; its quote goes beneath. */
    items: z.array(z.object({ caseStudy: slug, result: z.number().int().min(0).max(3) })).length(3),
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
  title: z.string(),
  team: z.string(),
  location: z.string(),
  type: z.enum(["Full-time", "Part-time", "Contract"]),
  summary: z.string().min(60).max(400),
});

export const partner = z.object({
  name: z.string(),
  category: z.enum(["Core banking", "Card issuing", "Cloud", "Data and identity", "Consulting"]),
  description: z.string().min(40).max(300),
});

export const release = z.object({
  date: z.iso.date(),
  title: z.string().min(5).max(100),
  body: z.string().min(60).max(600),
  tags: z.array(z.string()).max(4),
});

/** Front matter of an insight article or a news post (Markdown files under articles/). */
export const articleFrontMatter = z.object({
  kind: z.enum(["insight", "news"]),
  slug,
  title: z.string().min(10).max(100),
  description: z.string().min(70).max(160),
  lead: z.string().min(40).max(400),
  date: z.iso.date(),
  author: z.string(),
  authorRole: z.string().optional(),
  tags: z.array(z.string()).max(5).default([]),
});

export type Slug = z.infer<typeof slug>;
export type IconName = z.infer<typeof iconName>;
export type PageCopy = z.infer<typeof pageCopy>;
export type Feature = z.input<typeof feature>;
export type BuildingBlockName = (typeof buildingBlockNames)[number];
export type BuildingBlock = z.infer<typeof buildingBlock>;
export type CapabilityBlockId = (typeof capabilityBlockIds)[number];
export type CapabilityBlock = z.infer<typeof capabilityBlock>;
export type DiagramSuite = z.infer<typeof diagramSuite>;
export type Solution = z.infer<typeof solution>;
export type HomeSuiteCard = z.infer<typeof homeSuiteCard>;
export type IndustryGroup = (typeof industryGroups)[number];
export type Industry = z.input<typeof industry>;
export type PlatformPage = z.input<typeof platformPage>;
export type ProductVisualName = (typeof productVisualNames)[number];
export type RulesEditorCopy = z.infer<typeof rulesEditorCopy>;
export type SimulationCopy = z.infer<typeof simulationCopy>;
export type SuiteVisualCopy = z.infer<typeof suiteVisualCopy>;
export type FabricVisualCopy = z.infer<typeof fabricVisualCopy>;
export type Value = z.infer<typeof value>;
export type Leader = z.infer<typeof leader>;
export type CaseStudy = z.infer<typeof caseStudy>;
export type Opening = z.infer<typeof opening>;
export type CustomerWordmark = z.infer<typeof customerWordmark>;
export type HomeProof = z.input<typeof homeProof>;
export type Partner = z.infer<typeof partner>;
export type Release = z.infer<typeof release>;
export type ArticleFrontMatter = z.input<typeof articleFrontMatter>;
