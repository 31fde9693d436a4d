import { z } from "zod";
import { type RoleValue, roles } from "./roles.ts";

/**
 * The shape of every kind of content file under src/content, one schema per kind. ./parse.ts parses what Astro's
 * collections read with them, so a bad entry fails the build naming the entry and the field. An entry of a collection is one file, whose name is its slug; `order` places it in
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

/**
 * A text that must match `pattern`, refused with `message`. The message is also the schema's `patternMessage`
 * metadata, which the editor (./editor.ts) reads from zod's JSON Schema to refuse the same text in the same words.
 */
const matching = (text: z.ZodString, pattern: RegExp, message: string) =>
  text.regex(pattern, message).meta({ patternMessage: message });

/** Words of at least `min` and at most `max` characters; `help` is what the editor says of the field, under it. */
const text = (min: number, max: number, help: string) => z.string().min(min).max(max).describe(help);

/** A field's label in the editor, where it is not the field's name in words, and its help text. */
const titled = (title: string, description: string) => ({ title, description });
/** What the editor says of a field: where its words show, with its label if that is not its name in words. */
type Help = string | ReturnType<typeof titled>;
const metaOf = (help: Help) => (typeof help === "string" ? { description: help } : help);

/** Fields shown together under one heading in the editor. */
const group = <S extends z.ZodRawShape>(help: Help, shape: S) => z.object(shape).meta(metaOf(help));
/** The fields of `base` (a band, a section) and more after them, under one heading in the editor. */
const extend = <B extends z.ZodRawShape, S extends z.ZodRawShape>(base: z.ZodObject<B>, help: Help, shape: S) =>
  base.extend(shape).meta(metaOf(help));

/** A list of at least `min` and at most `max` items; `help` says where it shows. */
const list = <T extends z.ZodType>(min: number, max: number, help: string, item: T) =>
  z.array(item).min(min).max(max).describe(help);
/** A list of items that each have the fields of `shape`. */
const listOf = <S extends z.ZodRawShape>(min: number, max: number, help: string, shape: S) =>
  list(min, max, help, z.object(shape));

/** A box to tick, unticked unless the content ticks it. */
const checkbox = (help: Help) => z.boolean().default(false).meta(metaOf(help));

export const slug = matching(
  z.string(),
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  "must be lower-case words joined by hyphens, such as family-banking",
);

/** A reference to an entry of another collection, by its slug; the editor offers the entries. */
const entryOf = (collection: "solutions" | "industries" | "caseStudies" | "buildingBlocks") => slug.meta({ collection });

/** A value that may be left out; the editor saves an empty field as "", which counts as left out. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/**
 * An image file of the content, under src/content/images/<folder>/: the path is written from the entry's own file, as
 * Markdown writes it (`../images/covers/my-post/cover.jpg` from a post). The editor uploads into that folder and writes
 * the path (`.meta({ image })`, read by ./editor.ts); ./validate.ts checks that the file is there.
 */
const imageFile = (folder: "covers" | "leaders" | "customers" | "partners", from: "folder" | "root") =>
  z
    .string()
    .min(1)
    .meta({
      image: { directory: `src/content/images/${folder}`, publicPath: `${from === "folder" ? "../" : ""}images/${folder}/` },
    });

/** Words that say what a picture shows, for people who cannot see it; a picture must have them (./validate.ts). */
const altText = text(5, 200, "What the picture shows, in a sentence, for people who cannot see it; required with a picture.");

/** Where an entry comes in its list and in the menus: 1 first. */
export const order = z
  .number()
  .int()
  .min(1)
  .max(999)
  .meta(titled("Position", "Where the entry comes in lists and menus: 1 comes first."));

/** A date as YYYY-MM-DD; YAML reads an unquoted date as a date, which is taken as the same day. */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date("must be a real date, written YYYY-MM-DD, such as 2026-03-04"),
);

/** Lucide icons the content may name, by Lucide's own names (`src/components/ui/icon.tsx` draws each at build time). */
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
  title: text(3, 60, "The title of the browser tab and of search results; the brand name is added after it."),
  description: text(70, 160, "What search results and link previews show under the title: one or two plain sentences."),
  heading: text(3, 90, "The page's main heading."),
  lead: text(40, 400, "The paragraph under the main heading."),
});

/** A titled block of prose with optional bullet points, the building unit of inner pages: a card in a grid. */
export const feature = z.object({
  title: text(2, 80, "The card's heading."),
  body: text(20, 600, "The card's text, under its heading."),
  icon: optional(iconName).describe("The icon at the top of the card; none leaves it out."),
  points: z
    .array(z.string().min(3).max(200))
    .max(6)
    .default([])
    .describe("Ticked bullet points at the foot of the card, one short line each."),
});

/** A feature in one of home's compact lists, which show a title and a line, and no bullet points. */
export const featureLine = feature.omit({ points: true }).extend({
  title: feature.shape.title.describe("The item's title, in bold."),
  body: feature.shape.body.describe("The line after the title."),
  icon: feature.shape.icon.describe("The icon beside the item; none shows its number instead."),
});
/** A numbered item of home's list of pains: a number beside it, no icon. */
export const numberedLine = featureLine.omit({ icon: true });

export const buildingBlock = z.object({
  order,
  name: text(3, 40, "The block's name on /platform/capabilities and in a solution's box of building blocks."),
  icon: iconName.describe("The block's icon on /platform/capabilities."),
  description: text(40, 300, "The block's text on /platform/capabilities and in a solution's box of building blocks."),
});

export const capabilityBlockIds = ["accounts", "rewards", "treasury", "compliance", "lending"] as const;

export const capabilityBlock = z.object({
  id: z
    .enum(capabilityBlockIds)
    .meta(titled("Block", "Which block this is; the diagram's suites name the blocks they use by it.")),
  name: z.string().describe("Home → the architecture diagram → the block's name in the second row."),
});

export const diagramSuite = z.object({
  solution: entryOf("solutions").describe("Home → the architecture diagram → a suite of its top row, named as its solution."),
  blocks: z.array(z.enum(capabilityBlockIds)).min(1).describe("The blocks that light up when a visitor points at the suite."),
});

export const solution = z.object({
  order,
  name: text(3, 40, "Its page's heading, its cards on /solutions and industry pages, the Solutions menu and the footer."),
  icon: iconName.describe("The solution's icon on its cards and in the suite's product picture."),
  subText: text(10, 80, "Solutions menu and /solutions → the line under the name; also the small line above its page's heading."),
  oneLiner: text(30, 200, "Solution page → first screen, the sentence under the heading; also its card on industry pages."),
  description: text(60, 400, "Solution page → the first paragraph under the first screen; also its card on /solutions."),
  outcomes: list(3, 6, "Solution page → the ticked list under the outcomes heading.", z.string().min(10).max(200)),
  poweredByBlocks: z.array(entryOf("buildingBlocks")).min(1).meta({
    title: "Powered by building blocks",
    description: "Solution page → the box of building blocks beside the outcomes; also the suite's product picture.",
  }),
  targetBuyers: z
    .array(z.string().min(3).max(80))
    .meta(titled("Built for", "Solution page → the list of who it is for, beside the outcomes.")),
  vignette: group("Solution page → the customer story near the foot: the suite in use at a fictional customer.", {
    title: text(5, 80, "The story's heading."),
    body: text(100, 800, "The story itself."),
  }),
  seo: pageCopy
    .pick({ title: true })
    .extend({
      description: pageCopy.shape.description.describe(
        "What search results, link previews and the solution's card on /solutions show: one or two plain sentences.",
      ),
    })
    .describe("What search engines and link previews show for the solution's page."),
});

export const homeSuiteCard = z.object({
  slug: entryOf("solutions").meta(titled("Solution", "The solution the card links to; its name is the card's heading.")),
  icon: iconName.describe("The icon at the top of the card."),
  highlight: text(2, 30, "The small coloured badge beside the icon."),
  description: text(30, 200, "The card's text, under its heading."),
  colour: z
    .enum(["teal", "indigo", "amber", "rose", "sky", "violet", "emerald", "orange"])
    .describe("The accent colour of the card."),
});

export const industry = z.object({
  order,
  name: text(3, 40, "Its card on /industries, the Industries menu and the footer; also its page's challenges heading."),
  icon: iconName.describe("The industry's icon on its card on /industries."),
  subText: text(10, 80, "Industries menu and the industry's card → the short line under its name."),
  page: pageCopy
    .extend({
      description: pageCopy.shape.description.describe(
        "What search results, link previews and the industry's card on /industries show: one or two plain sentences.",
      ),
    })
    .describe("The industry's page: its title for search, its heading and its introduction."),
  challenges: list(3, 5, "Industry page → the cards under the challenges heading.", feature),
  solutions: list(2, 5, "Industry page → the solution cards that fit this industry, best fit first.", entryOf("solutions")),
  aliases: z.array(slug).default([]).describe("Old addresses (their last part) that now lead to this page."),
  story: optional(entryOf("solutions")).describe(
    "Industry page → first screen → the proof beside the heading: the solution whose customer story fits it. Without one, the industry's case study in brief: its challenge and a link to it.",
  ),
});

/** The product pictures drawn in code (src/components/visuals/); a page names the ones it shows. */
export const productVisualNames = ["rules-editor", "simulation", "suite", "catalogue", "reuse", "fabric", "workflow"] as const;
export const productVisual = z.enum(productVisualNames);
/** The product pictures beside a page's heading (below it on a phone). */
const pageVisuals = list(1, 2, "The product pictures beside the page's heading, in order.", productVisual);

/** What /platform and each platform page have: a line in the menu, the page's copy, its pictures and its cards. */
export const platformPage = z.object({
  subText: text(10, 80, "Platform menu → the short line under the page's name."),
  page: pageCopy.describe("The page's title for search, its heading and its introduction."),
  visuals: pageVisuals,
  sections: list(3, 8, "The cards under the page's first screen.", feature),
});

/** A platform page other than the overview (/platform/<slug>). */
export const platformSubPage = platformPage.extend({
  order,
  name: text(3, 40, "The Platform menu and the footer, and the small line above the page's heading."),
  id: slug.describe("The anchor of the page's first section (for links such as /platform/integration#integration)."),
  listsBuildingBlocks: checkbox("Show the building blocks, each with its own anchor, after the page's sections."),
});

/** A short label inside a product picture: it has to fit on a small screen. */
const visualLabel = z.string().min(2).max(48);
/** A label of a product picture, with where in the picture it shows. */
const pictureLabel = (where: string) => visualLabel.describe(where);
/** What a product picture shows, in plain words, for screen readers (the picture's accessible name starts with it). */
const visualDescription = text(20, 160, "What the picture shows, in plain words: screen readers read it first; it is not shown.");

/** The title bar of a pictured product screen: where in the product it is, what it shows, and its state. */
const screenBar = group("The title bar along the top of the pictured screen.", {
  section: pictureLabel("The picture's title bar → first, where in the product the screen is."),
  title: pictureLabel("The picture's title bar → the screen's name."),
  status: pictureLabel("The picture's title bar → the state at the right."),
});

/** A picture drawn as a window of the product: what it shows for screen readers, and its title bar. */
const pictureWindow = z.object({ description: visualDescription, bar: screenBar });

export const rulesEditorCopy = pictureWindow.extend({
  heading: pictureLabel("The small heading above the rule."),
  /** The rule as a customer-facing sentence: [conditions] in square brackets, the {action} in braces. */
  rule: matching(
    z.string().max(140),
    /\[[^\]]+\].*\{[^}]+\}/,
    "must be a sentence with [conditions] in square brackets and an {action} in braces",
  ).describe("The rule as a sentence, large: [conditions] in square brackets and the {action} in braces are highlighted."),
  compiledHeading: pictureLabel("The small heading above the compiled policy."),
  /** The rule compiled to a policy, one clause a line: keyword, then expression. */
  compiled: listOf(2, 5, "The rule as a policy, one line each, under its heading.", {
    keyword: text(2, 6, "The clause's keyword, in colour (such as WHEN)."),
    expression: text(3, 40, "The rest of the clause's line."),
  }),
  meta: pictureLabel("The small line at the foot, at the left."),
  toggle: pictureLabel("The switch's label at the foot, at the right."),
});

export const simulationCopy = pictureWindow.extend({
  monthly: list(6, 24, "Oldest first: the chart's bars, and the totals of the figures.", z.number().int().min(0).max(10_000)),
  flagged: pictureLabel("The first figure's label (the total of the months)."),
  falseAlarms: group("The second figure: the share of false alarms.", {
    value: text(2, 6, "The figure, as written."),
    label: pictureLabel("Its label."),
  }),
  months: pictureLabel("The third figure's label (the number of months)."),
  chart: group("The labels under the chart.", {
    start: pictureLabel("Under the chart, at the left: its first month."),
    end: pictureLabel("Under the chart, at the right: its last month."),
  }),
  approval: pictureLabel("The foot of the picture → the line before the button."),
  action: pictureLabel("The foot of the picture → the button."),
  note: pictureLabel("The foot of the picture, at the right: says the figures are an example, not a customer's."),
});

export const suiteVisualCopy = z.object({
  description: visualDescription,
  suite: entryOf("solutions").describe("The solution pictured; its building blocks come from its poweredByBlocks."),
  kind: pictureLabel("The small line beside the suite's name."),
  spareHeading: pictureLabel("The heading before the blocks a suite's picture offers to add, used by suites sharing its blocks."),
  fabric: pictureLabel("The dark bar along the foot of the picture."),
  catalogue: pictureWindow.describe("The catalogue picture (catalogue): every suite, with the building blocks it is made of."),
  reuse: extend(pictureWindow, "The reuse picture (reuse): each building block, with how many suites are built on it.", {
    usedBy: pictureLabel("The small heading over each block's count of suites (7 / 9)."),
  }),
});

const visualNode = z.object({
  name: text(2, 20, "The name under the icon."),
  icon: iconName.describe("The icon in the box."),
});

/** A workflow running on the fabric: its steps, each an event, the last one still waiting. */
const workflowVisualCopy = pictureWindow.extend({
  steps: listOf(3, 5, "The workflow's steps, first at the top; the last is drawn as still waiting (on a timer or a person).", {
    event: text(3, 24, "The step's event, in code type."),
    label: pictureLabel("What the step did."),
  }),
  meta: pictureLabel("The small line at the foot."),
});

export const fabricVisualCopy = z.object({
  description: visualDescription,
  channelsHeading: pictureLabel("The small heading above the top row (the channels)."),
  channels: z.array(visualNode).length(4).describe("Four across at every width, so names stay short."),
  fabric: group("The dark band in the middle: the orchestration fabric.", {
    name: pictureLabel("The dark middle band → its name."),
    detail: pictureLabel("The dark middle band → the line under the name."),
    events: list(2, 4, "The dark middle band → the small tags of events.", z.string().min(3).max(24)),
  }),
  estateHeading: pictureLabel("The small heading under the bottom row (the bank's own systems)."),
  estate: z
    .array(visualNode.extend({ name: text(2, 14, "The name under the icon.") }))
    .length(5)
    .describe("The bank's own systems and partners, five across (one short word or two each); the first is its core."),
  workflow: workflowVisualCopy.describe("The workflow picture (workflow): one workflow running on the fabric."),
});

export const value = z.object({
  order,
  icon: iconName.describe("About and Careers → the value's card → its icon."),
  title: text(3, 40, "About and Careers → the value's card → its heading."),
  description: text(40, 300, "About and Careers → the value's card → its text."),
});

export const leader = z.object({
  order,
  name: z.string().describe("About and Leadership → the leader's card → the name."),
  role: z.string().describe("About and Leadership → the leader's card → the line under the name."),
  bio: text(150, 700, "About and Leadership → the leader's card → the text."),
  photo: optional(imageFile("leaders", "folder")).describe("A head-and-shoulders photo; without one, the card shows initials."),
});

/** A figure shown large, over what it measures: a case study's result, a fact about the company. */
export const figure = z.object({
  figure: text(1, 12, "The figure, large (such as 3x or 40%)."),
  label: text(3, 80, "What the figure measures, under it."),
});

export const caseStudy = z.object({
  order,
  customer: z.string().describe("Case studies → the study → the customer's name above its title; also under its quote on home."),
  industry: entryOf("industries").describe("Case studies → the study → the industry named beside the customer."),
  title: text(10, 120, "The study's page → its heading; its link in the list of case studies."),
  description: text(70, 160, "What search results and link previews show under the study's title: one or two plain sentences."),
  date: isoDate.describe("The day the study was published: its place in the feed, newest first."),
  challenge: text(60, 600, "The study's page → the text under the first heading; also under its title in the list."),
  approach: text(60, 600, "The study's page → the text under the second heading."),
  results: list(
    2,
    4,
    "Case studies → the study's figures, the first its headline beside the heading; home shows one too.",
    figure,
  ),
  solutions: z
    .array(entryOf("solutions"))
    .min(1)
    .describe(
      "Case studies → the study → the solutions it used, each a link to its page. The first is the one the study is about: its page tells this customer's story.",
    ),
  quote: optional(z.string().min(40).max(240)).describe(
    "What the customer says of the launch; only what the study itself states. Shown with the person who said it and their title.",
  ),
  quoteBy: optional(z.string().min(3).max(60)).describe("The full name of the person quoted, under the quote."),
  quoteRole: optional(z.string().min(3).max(80)).describe("Their title, after their name (such as Chief Digital Officer)."),
  cover: optional(imageFile("covers", "folder")).describe("A picture above the study. Optional."),
  coverAlt: optional(altText),
});

/** A customer: their name, which is also the logo's description for screen readers, and their logo. */
export const customerLogo = z.object({
  name: text(2, 40, "The customer's full name, exactly as a case study or a solution's vignette spells it."),
  logo: imageFile("customers", "root").describe(
    "The customer's logo: an SVG file, or a PNG with a transparent background, in one dark colour; the site shows it in white on the dark band.",
  ),
});

/** The proof on home: who builds on the platform, what they measured, what they said, what the platform controls. */
export const homeProof = z.object({
  customers: group("Home → first screen → the strip of customers' names along its foot.", {
    label: text(10, 60, "The small line before the names."),
    names: list(4, 9, "The customers' logos, in order.", customerLogo),
  }),
  results: group("Home → the dark band of customer results, beside the Book a demo call.", {
    id: slug.describe("The section's anchor, for links such as /#results; not shown."),
    heading: text(10, 80, "The section's heading."),
    lead: text(40, 240, "The paragraph under the heading."),
    items: z
      .array(
        z.object({
          caseStudy: entryOf("caseStudies").describe("The case study; its customer's name and quote go beneath the figure."),
          result: z
            .number()
            .int()
            .min(0)
            .max(3)
            .meta(titled("Which result", "Which of the study's results is the headline: 0 the first, 1 the second.")),
        }),
      )
      .length(3)
      .describe("Each: a case study and the index of the result of it shown as the headline; its quote goes beneath."),
    readMore: text(5, 40, "The link to /resources/case-studies at the foot of the section."),
  }),
  security: group("Home → the last, dark band → the controls beside the closing call to action.", {
    id: slug.describe("The section's anchor, for links such as /#security; not shown."),
    heading: text(10, 80, "The section's heading."),
    lead: text(40, 240, "The paragraph under the heading."),
    /** Only what the platform pages already claim, stated plainly: no badges, no certification the copy does not make. */
    claims: listOf(4, 8, "The controls every customer gets, in two columns; only what the platform pages already claim.", {
      title: text(5, 60, "The claim, in bold."),
      body: text(20, 140, "The line under it."),
    }),
  }),
});

export const opening = z.object({
  order,
  title: z.string().describe("Careers → the role's heading; also the subject of its application e-mail."),
  team: z.string().describe("Careers → the role → first in the line under its heading."),
  location: z.string().describe("Careers → the role → second in the line under its heading."),
  type: z.enum(["Full-time", "Part-time", "Contract"]).describe("Careers → the role → last in the line under its heading."),
  summary: text(60, 400, "Careers → the role → the text under that line."),
});

export const partner = z.object({
  order,
  name: z.string().describe("Partners → the partner's card → its heading."),
  category: z
    .enum(["Core banking", "Card issuing", "Cloud", "Data and identity", "Consulting"])
    .describe("Partners → the partner's card → the small line above its name."),
  description: text(40, 300, "Partners → the partner's card → its text."),
  logo: imageFile("partners", "folder")
    .optional()
    .describe(
      "Partners → the partner's card → its logo, in place of its name (which describes it to screen readers): an SVG file, or a PNG with a transparent background.",
    ),
});

export const release = z.object({
  date: isoDate.describe("Product latest → the release's date; the newest comes first."),
  title: text(5, 100, "Product latest → the release's heading."),
  body: text(60, 600, "Product latest → the release's text."),
  tags: z.array(z.string()).max(4).describe("Product latest → the small labels under the release's text."),
});

/** Front matter of an insight article (insights/) or a news post (news/), Markdown files. */
export const articleFrontMatter = z.object({
  title: text(10, 100, "The article's heading, its title in the browser tab and search results, and its link in lists."),
  description: pageCopy.shape.description,
  lead: text(40, 400, "The paragraph under the article's heading; also under its title in lists of articles."),
  date: isoDate.describe("The article's page and lists → its date; the newest comes first."),
  author: z.string().describe("The article's page → after the date, under the introduction: who wrote it."),
  authorRole: optional(z.string().min(2).max(80)).describe("The article's page → after the author's name; may be left empty."),
  cover: optional(imageFile("covers", "folder")).describe("A picture above the post and on its card in lists. Optional."),
  coverAlt: optional(altText),
  draft: checkbox("A draft is on no page of the site. A post dated in the future goes live on its date, once the site is built."),
});

/* Page sections and labels: one file each (src/content/<name>.yaml). */

const heading = text(3, 90, "The section's heading.");
const lead = text(20, 400, "The paragraph under the heading.");
/** A heading and the paragraph under it. */
export const band = z.object({ heading, lead });
/** A band with the anchor id that lights up its menu item while it is on screen. */
export const section = band.extend({
  id: slug.describe("The section's anchor, for links such as /#platform; it lights up its menu item. Not shown."),
});
export const link = z.object({
  label: text(2, 40, "The button's words."),
  href: matching(z.string(), /^\/[a-z0-9/#-]*$/, "must be an address on this site, starting with /, such as /solutions").describe(
    "Where the button leads: an address on this site, such as /solutions.",
  ),
});
/** A short piece of interface text: a label, a button, a heading of a list. */
const label = z.string().min(1).max(120);

/** An address on this site: "/" or lower-case words joined by hyphens, separated by slashes. */
export const sitePath = matching(
  z.string(),
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
  /** Home's introduction is its hero's (home.yaml). */
  home: pageCopy
    .omit({ lead: true })
    .extend({ heading: pageCopy.shape.heading.describe("Home → first screen → the big headline.") })
    .describe("Home (/); the rest of its first screen is under Home page."),
  about: pageCopy.describe("/about"),
  solutions: pageCopy
    .extend({ visuals: pageVisuals.describe("/solutions → first screen → the product pictures beside the heading, in order.") })
    .describe("/solutions, the list of solutions"),
  industries: pageCopy.describe("/industries, the list of industries"),
  resources: pageCopy.describe("/resources"),
  insights: pageCopy.describe("/resources/insights, the list of insights and news"),
  productLatest: pageCopy.meta(titled("Product latest", "/resources/product-latest, the product releases")),
  caseStudies: pageCopy.describe("/resources/case-studies"),
  leadership: pageCopy.describe("/company/leadership"),
  careers: pageCopy.describe("/company/careers"),
  news: pageCopy.describe("/company/news, the list of news posts"),
  partners: pageCopy.describe("/company/partners"),
  demo: pageCopy.describe("/demo, the Book a demo page"),
  notFound: pageCopy.meta(titled("Page not found", "The page shown for an address that does not exist")),
  security: pageCopy.describe("/security, what the company holds and how to report a vulnerability"),
  developers: pageCopy.describe("/developers, the API, events and sandbox"),
});

/** company.yaml: the facts, the vision and the mission. */
export const companyCopy = z.object({
  vision: group("About → the vision, under the first screen.", { heading, body: text(40, 700, "The text under the heading.") }),
  mission: group("About → the mission, beside its photo.", {
    heading,
    body: text(40, 700, "The text under the heading."),
    imageAlt: text(20, 240, "About → the mission's photo → what it shows, in words: screen readers read it; it is not shown."),
  }),
});

/** The first screen of a page whose heading and introduction are its page copy (page-copy.yaml). */
const firstScreen = titled("First screen", "Its heading and introduction are under Page titles and introductions.");

/** about.yaml: the About page's sections that are not lists. */
export const aboutCopy = z.object({
  /** The page's heading and introduction are its page copy (page-copy.yaml). */
  hero: group(firstScreen, {
    eyebrow: label.describe("About → first screen → the small line above the heading"),
    figures: list(2, 4, "About → first screen → the figures beside the heading, each large over what it counts.", figure),
  }),
  values: band.describe("About → the values' section, above their cards (the cards are under Values)."),
  leadership: extend(section, "About → the team's section, above the leaders' names (the leaders are under Leaders).", {
    more: label.describe("About → under the leaders' names: the link to their biographies (Leadership and press)."),
  }),
  cta: band.meta(titled("Call to action", "About → the Book a demo band at the foot of the page.")),
  fallback: z.object({ heading, body: label.describe("The line under the heading.") }).meta({
    title: "While there are no values or leaders",
    description: "About → shown instead of the whole page while there are no Values or no Leaders.",
  }),
});

/** demo.yaml: the demo dialog, and the /demo page beyond its page copy. */
export const demoCopy = z.object({
  dialog: group("The Book a demo dialog that opens from the button on every page.", {
    title: heading.describe("The dialog's heading."),
    description: lead.describe("The paragraph under the dialog's heading."),
  }),
  steps: z.array(feature).length(3).describe("/demo → the cards beside the form: what happens after the request is sent."),
  sent: group("/demo → the notice a form posted without JavaScript shows once it is accepted.", { heading, body: lead }),
  notSent: group("/demo → the page a form posted without JavaScript comes back as when it was not accepted.", {
    title: heading.describe("The browser tab's title, before the brand."),
    heading,
    body: lead.describe("The paragraph under the reason the form was not accepted."),
  }),
  contact: label.describe("/demo → under the cards, followed by the contact address."),
});

/** cta.yaml: the bands that end solution, industry and platform pages (their button always says Book a demo). */
export const ctaCopy = z.object({
  solutionsCta: band.describe("Every solution's page → the dark band at its foot."),
  industryCta: band.describe("/industries and every industry's page → the dark band at the foot."),
  platformCta: band.describe("/solutions, /platform, every platform page and every article → the dark band at the foot."),
  caseStudiesCta: band.describe("/resources/case-studies → the dark band after the last study."),
  caseStudyCta: band.describe("Every case study's own page → the dark band at the foot."),
  partnersCta: band.describe("/company/partners → the dark band after the partners."),
});

/** An address on another site, such as the documentation or the status page. */
const webAddress = z.url({ protocol: /^https$/, error: "must be a whole web address starting with https://" });

/** The status of something the security page lists: held today, or in progress and not held yet. */
export const assuranceStatuses = ["held", "in-progress"] as const;

/** security.yaml: the /security page beyond its page copy, and what /.well-known/security.txt says. */
export const securityCopy = z.object({
  hero: group(firstScreen, {
    eyebrow: label.describe("Security → first screen → the small line above the heading."),
    report: text(3, 40, "Security → first screen → the second button, to the disclosure section."),
    picture: pictureWindow.describe("Security → first screen → the picture beside the heading: what is held and in progress."),
  }),
  statuses: group("Security → the small labels beside each item of what is held.", {
    held: text(2, 24, "The label of something held today (such as In place)."),
    inProgress: text(2, 24, "The label of something in progress and not held yet."),
  }),
  assurance: extend(section, "Security → what is held and what is in progress.", {
    items: listOf(3, 8, "Each control, framework or report: only what is true today, and what is in progress said as such.", {
      title: text(5, 60, "The item, in bold; also its line in the first screen's picture."),
      status: z.enum(assuranceStatuses).describe("Held today, or in progress: never call held what is not."),
      body: text(20, 400, "What it means, plainly, under the title."),
    }),
  }),
  residency: extend(section, "Security → where data is kept.", {
    regions: listOf(1, 8, "The regions a customer's data can be kept in, in order.", {
      name: text(2, 40, "The region's name."),
      detail: text(10, 160, "The line under it."),
    }),
    points: z.array(z.string().min(10).max(200)).max(6).describe("Ticked lines under the regions: what holds in every region."),
  }),
  subProcessors: extend(section, titled("Sub-processors", "Security → the table of sub-processors."), {
    columns: group("The table's column headings.", {
      name: label.describe("The first column's heading: who."),
      purpose: label.describe("The second column's heading: what they do."),
      data: label.describe("The third column's heading: what data they handle."),
      location: label.describe("The fourth column's heading: where."),
    }),
    rows: listOf(1, 20, "One row per sub-processor.", {
      name: text(2, 60, "The sub-processor's name."),
      purpose: text(5, 160, "What they do for the platform."),
      data: text(5, 160, "What data they handle."),
      location: text(2, 80, "Where they handle it."),
    }),
    note: text(20, 300, "The line under the table (such as how customers hear of a change)."),
  }),
  disclosure: extend(section, "Security → responsible disclosure, and /.well-known/security.txt.", {
    points: list(1, 8, "Ticked lines: what to send and what we promise.", z.string().min(10).max(240)),
    contactLabel: label.describe("The words before the security contact's address."),
    contact: z
      .email("must be an e-mail address, such as security@example.com")
      .describe("Where vulnerabilities are reported: shown here, and the Contact of /.well-known/security.txt."),
    languages: list(
      1,
      4,
      "The languages reports may be written in, as tags such as en: the Preferred-Languages of security.txt.",
      z.string().regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/, "must be a language tag, such as en or de"),
    ),
  }),
  status: extend(section, "Security → the link to the status page.", {
    label: text(3, 40, "The link's words."),
    url: webAddress.describe("The status page's address."),
  }),
  cta: band.meta(titled("Call to action", "Security → the Book a demo band at the foot of the page.")),
});

/** developers.yaml: the /developers page beyond its page copy. */
export const developersCopy = z.object({
  hero: group(firstScreen, {
    eyebrow: label.describe("Developers → first screen → the small line above the heading."),
    picture: extend(pictureWindow, "Developers → first screen → the picture beside the heading: one API call and its answer.", {
      request: list(1, 8, "The request, a line each: method and path, then its headers and body.", z.string().min(1).max(60)),
      response: list(1, 10, "The answer, one line each, under the request.", z.string().min(1).max(60)),
    }),
  }),
  api: extend(section, "Developers → the API's shape.", {
    items: list(3, 8, "The cards: resources, sign-in, retries, lists, errors, versions.", feature),
  }),
  events: extend(section, "Developers → events and webhooks.", {
    items: list(2, 6, "The cards: event streams, webhooks.", feature),
    examplesHeading: label.describe("The small heading before the example event names."),
    examples: z.array(z.string().min(3).max(40)).max(12).describe("Event names shown as tags, such as account.opened."),
  }),
  sandbox: extend(section, "Developers → sandbox access, with the Book a demo button.", {
    steps: list(2, 4, "How to get a sandbox, step by step, in order.", feature),
  }),
  docs: group("Developers → the link to the API documentation.", {
    label: text(3, 40, "The link to the documentation: first screen and the sandbox section."),
    url: webAddress.describe("The documentation's address."),
  }),
  cta: band.meta(titled("Call to action", "Developers → the Book a demo band at the foot of the page.")),
});

/** Interface text: a short string, and where on the site a visitor sees it (the editor shows it as the field's help). */
const uiText = (where: string, max = 60) => z.string().min(1).max(max).describe(where);

/**
 * Interface text with blanks the site fills in, written in braces: "Explore {name}". Braces around any other word are
 * refused, in the editor and at build, since the site would show them as they are.
 */
const uiTemplate = (where: string, blanks: Record<string, string>, max = 80) => {
  const names = Object.keys(blanks);
  const allowed = names.map((name) => `{${name}}`).join(", ");
  return matching(
    z.string().min(1).max(max),
    new RegExp(`^(?:[^{}]|\\{(?:${names.join("|")})\\})*$`),
    `may use ${allowed} in braces, and no other braces`,
  ).describe(
    `${where}. ${Object.entries(blanks)
      .map(([name, what]) => `{${name}}: ${what}.`)
      .join(" ")}`,
  );
};

/**
 * ui.yaml: every piece of interface text of the public site that is not part of one page's copy (buttons, labels,
 * menus, the footer, the demo form's messages and toasts, the cookie banner, accessible names, share images), grouped
 * by where it appears. Pages and components take these words from here; none of them spells its own.
 */
export const uiStrings = z.object({
  a11y: group("Words screen readers and keyboard users meet.", {
    skipToContent: uiText("Every page → first link, shown when a keyboard user presses Tab: jumps past the menus"),
    table: uiText("Articles and legal pages → a wide table → the name of its scrolling area, for screen readers"),
    leaderPortrait: uiTemplate("About and Leadership → a leader's card → the photo's description, for screen readers", {
      name: "the leader's name",
      role: "the leader's role",
    }),
    suitePicture: uiTemplate(
      "A product picture of a suite → what screen readers hear after the picture's description",
      { suite: "the suite's name", blocks: "its building blocks, joined by commas" },
      120,
    ),
  }),
  header: group("The top bar and, on phones, its menu.", {
    homeLink: uiTemplate("Every page → top bar → the logo's name for screen readers", { brand: "the brand name" }),
    navigation: uiText("Every page → top bar → the menus' name for screen readers", 30),
    openMenu: uiText("Phones → top bar → the menu button's name for screen readers", 30),
    menu: uiText("Phones → the open menu → its heading", 30),
    closeMenu: uiText("Phones → the open menu → the close button's name for screen readers", 30),
    allInSection: uiTemplate(
      "Phones → the open menu → the last link of a section whose desktop menu has no featured link (Resources)",
      { section: "the section's name" },
      40,
    ),
  }),
  menus: group("The names of the menus and footer columns, and their links to the section's own page.", {
    solutions: uiText("Top bar and footer → the Solutions menu and column", 30),
    allSolutions: uiText("Solutions menu and footer column → the link to /solutions", 40),
    industries: uiText("Top bar and footer → the Industries menu and column", 30),
    allIndustries: uiText("Industries menu and footer column → the link to /industries", 40),
    platform: uiText("Top bar and footer → the Platform menu and column", 30),
    platformOverview: uiText("Platform menu and footer column → the link to /platform", 40),
    resources: uiText("Top bar and footer → the Resources menu and column, and the column's link to /resources", 30),
    company: uiText("Top bar and footer → the Company menu and column", 30),
    about: uiText("Company menu → the link to /about, at its head", 40),
    legal: uiText("Footer → the Legal column", 30),
  }),
  footer: group("The footer of every page.", {
    columnLinks: uiTemplate("Every page → footer → each column's name for screen readers", { column: "the column's name" }, 40),
    copyright: uiTemplate("Every page → footer → last line", { years: "the years, as 2025–2026", brand: "the brand name" }, 120),
    cookieSettings: uiText("Every page → footer → the link that opens the cookie choice again", 40),
  }),
  consent: group("The cookie banner, shown only when an analytics provider is configured.", {
    heading: uiText("The cookie banner → heading", 60),
    body: uiText("The cookie banner → the sentence before the link to the cookie policy", 300),
    policyLink: uiText("The cookie banner → the link to the cookie policy", 60),
    accept: uiText("The cookie banner → the button that allows analytics", 30),
    necessary: uiText("The cookie banner → the button that refuses analytics", 30),
    currentAnalytics: uiText("The cookie banner, opened again → the line that says analytics are allowed", 120),
    currentNecessary: uiText("The cookie banner, opened again → the line that says analytics are refused", 120),
  }),
  demoForm: group("The Book a demo dialog on every page and the form on /demo.", {
    close: uiText("Book a demo dialog → the close button's name for screen readers (the × at its top)", 30),
    labels: group("The labels of the form's fields.", {
      fullName: uiText("Book a demo form → the name field's label", 40),
      email: uiText("Book a demo form → the e-mail field's label", 40),
      company: uiText("Book a demo form → the company field's label", 40),
      role: uiText("Book a demo form → the role list's label", 40),
      message: uiText("Book a demo form → the message field's label", 40),
      solutions: uiText("Book a demo form → the label above the solutions to choose from", 60),
      honeypot: uiText("Book a demo form → the label of a field hidden from people (only bots fill it in)", 60),
    }),
    placeholders: group("What empty fields show before the visitor fills them in.", {
      role: uiText("Book a demo form → the role list → the choice shown before one is made", 60),
      message: uiText("Book a demo form → the grey text in the empty message field", 80),
    }),
    roles: group(
      "The roles a visitor can choose from, by the code the request records, whatever their words.",
      Object.fromEntries(
        roles.map(({ value, label }) => [value, uiText(`Book a demo form → the role list → ${label}`, 40)]),
      ) as Record<RoleValue, z.ZodString>,
    ),
    buttons: group("The form's buttons.", {
      cancel: uiText("Book a demo dialog → the button that closes it", 30),
      submit: uiText("Book a demo form → the button that sends it", 30),
      submitting: uiText("Book a demo form → the send button while the request is on its way", 30),
    }),
    errors: group("Beside the field and in a toast, when a request cannot be sent; the server answers in the same words.", {
      fullNameRequired: uiText("Book a demo form → a message: no name was given", 120),
      fullNameTooLong: uiText("Book a demo form → a message: the name is over 100 characters", 120),
      emailInvalid: uiText("Book a demo form → a message: the e-mail address is missing or not one", 120),
      emailTooLong: uiText("Book a demo form → a message: the e-mail address is over 255 characters", 120),
      companyRequired: uiText("Book a demo form → a message: no company was given", 120),
      companyTooLong: uiText("Book a demo form → a message: the company is over 100 characters", 120),
      messageTooLong: uiText("Book a demo form → a message: the message is over 1,000 characters", 120),
      roleInvalid: uiText("Book a demo form → a message: the role is not one of the list", 120),
      solutionsInvalid: uiText("Book a demo form → a message: a solution is not one of the list", 120),
      invalid: uiText("Book a demo form → a message: the form is wrong in some other way", 120),
    }),
    toasts: group("The small notices at the top right of the screen, below the header, after the visitor presses Submit.", {
      validation: uiText("Book a demo form → the heading of the toast that says a field is wrong", 60),
      success: uiText("Book a demo form → the heading of the toast once the request is sent", 60),
      successText: uiText("Book a demo form → the line under it", 200),
      failed: uiText("Book a demo form → the heading of the toast when sending failed", 60),
      failedFallback: uiText("Book a demo form → the line under it when the server gave no reason", 120),
      networkFailed: uiText("Book a demo form → the line under it when the request could not reach the server", 120),
      relayFailed: uiText("Book a demo form → the line under it when the server's relay failed", 120),
      httpFailed: uiText("Book a demo form → the line under it when the server refused without a reason", 120),
      unexpected: uiText("Book a demo form → the line under it when something unforeseen went wrong", 120),
    }),
    refusals: group("The server's refusals: in the form's toast, on /demo as it comes back, or to a program that posts to it.", {
      tooLarge: uiText("The server's answer to a request too large to read (over 16 KiB)", 120),
      rateLimited: uiText("The server's answer to too many requests from one address in a minute", 120),
      unavailable: uiText("The server's answer when its database cannot store the request just now", 120),
      failed: uiText("The server's answer when something unforeseen went wrong on its side", 120),
      notJson: uiText("The server's answer to a program that posts neither JSON nor the form", 120),
      badJson: uiText("The server's answer to a program whose JSON does not parse", 120),
      badText: uiText("The server's answer to a request that is not UTF-8 text", 120),
      notObject: uiText("The server's answer to a program whose JSON is not an object", 120),
      origin: uiText("The server's answer to a request from another site's page", 120),
      idempotencyKey: uiText("The server's answer to a program whose Idempotency-Key header is malformed", 120),
      usePost: uiText("The server's answer to a request to the form's address by any method but POST", 120),
      notSent: uiText("A form posted without JavaScript that was refused, when /demo cannot show it → the heading", 60),
      goBack: uiTemplate("The same page → the line under the reason", { link: "the link back to /demo (Open again)" }, 300),
      openAgain: uiText("The same page → the link back to /demo", 60),
    }),
  }),
  notFound: group("The not-found page; its heading and introduction are under Page titles and introductions.", {
    eyebrow: uiText("The page for an address that does not exist → the small line above its heading", 40),
    home: uiText("The page for an address that does not exist → the first button (to home)", 40),
    solutions: uiText("The page for an address that does not exist → the second button (to /solutions)", 40),
  }),
  home: group("Home's first screen.", { explore: uiText("Home → first screen → the second button (to /platform)", 40) }),
  cards: group("The links at the foot of cards.", {
    learnMore: uiText("Home → the suite cards, and an industry's page → its solutions → the link at the foot of each card", 30),
    learnMoreAbout: uiTemplate("Home → suite cards → what screen readers hear after the link", { name: "the suite's name" }, 60),
    explore: uiTemplate("/solutions and /industries → the link at the foot of each card", { name: "the card's name" }, 60),
  }),
  press: group("Company news → the card beside the heading, for journalists.", {
    heading: uiText("Company news → first screen → the heading of the card for journalists", 40),
    email: uiText("That card → the small word before the press e-mail address", 12),
    feed: uiText("That card → the small word before the link to the feed", 12),
    feedLabel: uiText("That card → the link to the feed", 60),
    leaders: uiText("That card → the small word before the link to the leaders' page", 12),
    leadersLabel: uiText("That card → the link to the leaders' page", 60),
  }),
  industriesLive: uiText("Industries → first screen → the heading of the customers live in each industry", 40),
  partnersByKind: uiText("Partners → first screen → the heading of the partners counted by kind", 40),
  articles: group("Articles, news posts and the legal pages.", {
    insight: uiText("Lists of articles and an insight's page → the line above the title of an insight", 30),
    news: uiText("Lists of articles and a news post's page → the line above the title of a news post", 30),
    legalUpdated: uiText("The privacy and cookie policies → before the date of their last change", 40),
  }),
  about: group("The About page's small lines above its sections.", {
    vision: uiText("About → the small line above the vision", 40),
    mission: uiText("About → the small line above the mission", 40),
  }),
  architecture: group("Home's diagram of the platform's layers.", {
    suites: uiText("Home → the architecture diagram → the top row's name", 40),
    blocks: uiText("Home → the architecture diagram → the second row's name", 40),
    fabric: uiText("Home → the architecture diagram → the third row's name", 40),
    fabricDetail: uiText("Home → the architecture diagram → the third row's text", 120),
    core: uiText("Home → the architecture diagram → the bottom row's name", 40),
    coreDetail: uiText("Home → the architecture diagram → the bottom row's text", 120),
    uses: uiTemplate("What screen readers hear of a suite", { blocks: "its capability blocks, joined by commas" }, 60),
    usedBy: uiTemplate("What screen readers hear of a block", { suites: "the suites that use it, joined by commas" }, 60),
  }),
  careers: group("The Careers page.", {
    openRoles: uiText("Careers → the heading of the open roles", 40),
    apply: uiText("Careers → the line under it, followed by the careers e-mail address", 120),
    applyLink: uiText("Careers → each role → the link that writes an application e-mail", 40),
    applicationSubject: uiTemplate("Careers → the subject of the application e-mail", { title: "the role's title" }, 60),
    values: uiText("Careers → the heading of the values", 40),
    byPlace: uiText("Careers → first screen → the heading of the open roles counted by location", 40),
  }),
  caseStudies: group("The Case studies page.", {
    challenge: uiText("Case studies → each study → the first heading", 40),
    approach: uiText("Case studies → each study → the second heading", 40),
    solutions: uiText("Case studies → each study → before the solutions it used", 40),
    pageTitle: uiTemplate("A case study → its title in the browser tab and search results", { customer: "the customer" }, 60),
    launched: uiText("Case studies → first screen → the heading of the suites each customer launched, beside the heading", 60),
  }),
  industry: group("Each industry's page.", {
    challenges: uiTemplate("An industry's page → the heading of its challenges", { industry: "its name, in lower case" }, 60),
    solutions: uiText("An industry's page → the heading of the solutions that fit it", 40),
    readStudy: uiText("Industry pages' first screen and solutions' In practice → the link to the whole case study", 40),
  }),
  leadership: group("The Leadership page.", {
    leaders: uiText("Leadership → the heading of the team", 40),
    press: uiText("Leadership → first screen → the heading of the newest press releases and the press contact", 40),
  }),
  resources: group("The Resources page.", {
    latest: uiTemplate("Resources → the heading of the newest articles", { brand: "the brand name" }, 60),
    recent: uiText("Resources → first screen → the heading of the newest of each kind of resource", 40),
    release: uiText("Resources → first screen → the line before the newest release note", 20),
    authors: uiText("News+Insights → first screen → the heading of the insights' authors", 40),
    byTag: uiText("Product updates → first screen → the heading of the releases counted by area", 40),
  }),
  solution: group("Each solution's page.", {
    outcomes: uiText("A solution's page → the heading of its outcomes", 40),
    builtFor: uiText("A solution's page → the heading of who it is for", 40),
    poweredBy: uiText("A solution's page → the heading of the box of building blocks", 40),
    inPractice: uiText("A solution's page → the small line above the customer story", 40),
  }),
  feed: group("The feed of news, insights and case studies.", {
    title: uiTemplate("The news and insights feed (/feed.xml) → its title in feed readers", { brand: "the brand name" }),
    description: uiTemplate("The feed → its description in feed readers", { tagline: "the brand's tagline" }, 160),
    linkTitle: uiText("Every page → the feed's name, for browsers and feed readers that find it from a page", 60),
    insights: uiText("The feed → the category of an insight", 30),
    news: uiText("The feed → the category of a news post", 30),
    caseStudy: uiText("The feed → the category of a case study", 30),
  }),
  seo: group("What search engines and link previews show beyond each page's title and description.", {
    notFound: uiText("The page for an address that does not exist → the browser tab's title, before the brand", 60),
    moved: uiText("A moved address's page (static hosts only) → the browser tab's title, before the brand", 60),
    noPage: uiText("Both → the description search engines and link previews show", 160),
    home: uiText("Search results → the first step of a page's breadcrumb trail (home)", 30),
  }),
  shareImage: group("The pictures link previews show (Open Graph); other pages' pictures carry the brand name there.", {
    eyebrow: uiText("The default share image (/og-image.jpg) → the small line above its title", 40),
    title: uiText("The default share image → its title", 80),
    solution: uiText("A solution's share image → the small line above its title", 30),
    industry: uiText("An industry's share image → the small line above its title", 30),
    platform: uiText("A platform page's share image → the small line above its title", 30),
    insight: uiText("An insight's share image → the small line above its title", 30),
    news: uiText("A news post's share image → the small line above its title", 30),
    caseStudy: uiText("A case study's share image → the small line above its title", 30),
    legal: uiText("A legal page's share image → the small line above its title", 30),
  }),
  editing: group("What the pages beside the editor say to the person editing; visitors never see it.", {
    problems: uiTemplate(
      "While editing (npm run edit) → top of every page, while the content has problems → the heading of their list",
      { count: "how many problems there are" },
    ),
    preview: uiText("A preview of the site (Publish → Preview) → the bar at the foot of every page", 160),
    leavePreview: uiText("A preview of the site → the bar's link back to the live site", 40),
    publish: uiText("A preview of the site → the bar's link to publishing", 40),
  }),
});

/** platform-overview.yaml: the /platform page, the capability blocks and the suites of the architecture diagram. */
export const platformOverviewCopy = z.object({
  overview: platformPage.describe("/platform, the platform overview; its link at the head of the Platform menu."),
  capabilityBlocks: list(1, 8, "Home → the architecture diagram → the blocks of its second row, in order.", capabilityBlock),
  diagramSuites: list(1, 8, "Home → the architecture diagram → the suites of its top row, in order.", diagramSuite),
  buildingBlocksSection: band.describe("The section of /platform/capabilities that lists the building blocks."),
});

const navLink = z.object({
  name: text(2, 40, "The link's words."),
  href: link.shape.href.describe("Where the link leads: an address on this site, such as /about."),
  subText: optional(z.string().min(10).max(80)).describe("The menu → the short line under the link; may be left empty."),
});
/** A footer link: the footer shows no line under its links. */
const footerLink = navLink.omit({ subText: true });

/** navigation.yaml: the menu items that are not entries (solutions, industries and platform pages list themselves). */
export const navigationCopy = z.object({
  featured: group(titled("Lines under the menus' first links", "Platform Overview's line is under Platform overview."), {
    solutions: label.describe('The Solutions menu → the line under "All Solutions".'),
    industries: label.describe('The Industries menu → the line under "All Industries".'),
    company: label.describe('The Company menu → the line under "About".'),
  }),
  resources: list(1, 8, "The Resources menu and its footer column, in order.", navLink),
  company: list(1, 8, "The Company menu and its footer column, in order.", navLink),
  legal: list(1, 4, "Every page → footer → the Legal column, in order.", footerLink),
});

/** visuals.yaml: the words inside the product pictures. */
export const visualsCopy = z.object({
  rulesEditor: rulesEditorCopy.describe("The rules editor picture: on home's first screen and /platform/ai-simulation."),
  simulation: simulationCopy.describe("The simulation picture: on /platform/ai-simulation."),
  suite: suiteVisualCopy.describe(
    "The suite pictures: one suite (suite), every suite (catalogue), each block's reuse (reuse), wherever a page's pictures name them.",
  ),
  fabric: fabricVisualCopy.describe("The fabric pictures: between channels and core (fabric), a workflow on it (workflow)."),
});

const powerCard = z.object({
  title: text(3, 60, "The card's heading."),
  body: text(20, 200, "The card's text."),
  icon: iconName.describe("The card's icon."),
  href: link.shape.href.describe("The platform page the card leads to, such as /platform/orchestration."),
});

/** home.yaml: the home page's sections. */
export const homeCopy = z.object({
  hero: group(titled("First screen", "Home → the first screen, under the top bar."), {
    heading: heading.describe("Home → first screen → the line under the big headline (the headline is under Page titles)."),
    lead: lead.describe("Home → first screen → the paragraph under it."),
    eyebrow: text(3, 60, "Home → first screen → the small line above the headline"),
    scrollCue: label.describe("Home → first screen → the small line at its foot that invites scrolling."),
    visual: productVisual.describe("The product picture beside the heading."),
  }),
  platformOverview: extend(section, "Home → the second band → the left box: the platform's layers.", {
    layers: list(3, 6, "The stack of layers, the first at the bottom.", featureLine),
    link: link.describe("The button under the layers."),
  }),
  challenge: extend(section, "Home → the second band → the right box: where banks start.", {
    pains: list(3, 6, "The numbered list of pains, in order.", numberedLine),
  }),
  architecture: extend(section, "Home → the third band: the heading and line beside the architecture diagram.", {
    hint: text(10, 200, "What the diagram does on hover or focus."),
  }),
  ctaBand: band.meta(titled("Call to action beside the results", "Home → the results band → the Book a demo call at its left.")),
  benefits: extend(section, "Home → the band after the customer results → the left box: where the platform takes them.", {
    items: list(3, 6, "The list of benefits, each beside its icon.", featureLine),
  }),
  power: extend(band, titled("Platform links", "Home → after the results, beside the benefits: links to the platform pages."), {
    cards: list(2, 4, "The cards that link to the platform pages.", powerCard),
  }),
  suites: extend(section, "Home → the band of suite cards (the cards are under Suite cards).", {
    viewAll: link.describe("The button beside the heading."),
  }),
  closing: band.meta(titled("Closing call to action", "Home → the last, dark band → the Book a demo call at its left.")),
  suiteCards: list(1, 8, "The suites shown on home, in order.", homeSuiteCard),
});

/**
 * A section of a campaign page, one of the site's own, with the words the campaign gives it. The editor's blocks field
 * (./editor.ts) writes each as `{ discriminant, value }`: which section, and its fields.
 */
const campaignBlock = <K extends string, V extends z.ZodObject>(kind: K, title: string, description: string, value: V) =>
  z.object({
    discriminant: z.literal(kind).describe("Which of the site's sections it is."),
    value: value.meta({ title, description }),
  });
const caseStudyPick = (shows: string) =>
  z.object({ caseStudy: entryOf("caseStudies").meta({ title: "Case study", description: shows }) });

/** campaigns/: a landing page at /campaigns/<slug>, composed from the site's sections, for one campaign. */
export const campaign = z.object({
  name: text(3, 60, "The campaign's name, in the editor's list and on the leads it brings in (the inbox); not on the page."),
  page: pageCopy.describe("The page's title for search, its heading and its introduction: the first screen, with Book a demo."),
  solution: optional(entryOf("solutions")).describe("Its suite's picture shows beside the heading; the demo form has it chosen."),
  listed: checkbox({
    title: "Listed for search engines",
    description:
      "Ticked: the page is in the sitemap and search engines may list it. Unticked: only people given its address reach it.",
  }),
  sections: list(
    1,
    10,
    "The page's sections under its first screen, in order.",
    z.discriminatedUnion("discriminant", [
      campaignBlock(
        "features",
        "Feature grid",
        "A heading, a paragraph and cards.",
        band.extend({ cards: list(2, 6, "The cards, in order.", feature) }),
      ),
      campaignBlock(
        "proof",
        "Customer proof",
        "A case study's customer, where it started and what it built, with a link to the study (its figures stay there).",
        caseStudyPick("The case study whose customer and story show."),
      ),
      campaignBlock(
        "quote",
        "Quote",
        "What a customer said, from a case study, with who said it.",
        caseStudyPick("The case study whose quote shows; it must have one."),
      ),
      campaignBlock("cta", "Call to action", "A dark band with a heading, a paragraph and Book a demo.", band),
      campaignBlock("form", "Demo form", "The Book a demo form on the page; the leads it sends name this campaign.", band),
    ]),
  ),
});

/** Front matter of a legal page (legal/). */
export const legalFrontMatter = z.object({
  title: text(3, 60, "The page's heading, and its title in the browser tab and search results."),
  description: pageCopy.shape.description,
  lead: text(40, 400, "The paragraph under the page's heading."),
  updated: isoDate.describe("The line under the introduction: the date of the last change."),
});

/** An entry of a collection: the file's name is its slug. */
type WithSlug<T> = T & { slug: string };

export type IconName = z.infer<typeof iconName>;
/** A feature as written (its points may be left out). */
export type Feature = Omit<z.infer<typeof feature>, "points"> & { points?: string[] };
export type BuildingBlock = WithSlug<z.infer<typeof buildingBlock>>;
export type CapabilityBlock = z.infer<typeof capabilityBlock>;
/** A suite of the diagram as drawn: the solution's slug and name, and its blocks. */
export type DiagramSuite = { id: string; name: string; blocks: CapabilityBlock["id"][] };
export type Solution = WithSlug<z.infer<typeof solution>>;
/** A suite card as shown: its heading is its solution's name. */
export type HomeSuiteCard = z.infer<typeof homeSuiteCard> & { name: string };
export type Industry = WithSlug<z.infer<typeof industry>>;
export type PlatformSubPageEntry = WithSlug<z.infer<typeof platformSubPage>>;
export type ProductVisualName = (typeof productVisualNames)[number];
/** The words of each product picture (visuals.yaml). */
export type VisualsCopy = z.infer<typeof visualsCopy>;
export type Leader = WithSlug<z.infer<typeof leader>>;
export type Figure = z.infer<typeof figure>;
export type CaseStudy = WithSlug<z.infer<typeof caseStudy>>;
export type HomeProof = z.infer<typeof homeProof>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type UiStrings = z.infer<typeof uiStrings>;
export type SecurityCopy = z.infer<typeof securityCopy>;
export type DevelopersCopy = z.infer<typeof developersCopy>;
export type Campaign = WithSlug<z.infer<typeof campaign>>;
export type CampaignBlock = Campaign["sections"][number];
