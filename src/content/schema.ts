import { z } from "zod";

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

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, such as family-banking");

/** A reference to an entry of another collection, by its slug; the editor offers the entries. */
const entryOf = (collection: "solutions" | "industries" | "caseStudies") => slug.meta({ collection });

/** A value that may be left out; the editor saves an empty field as "", which counts as left out. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/**
 * An image file of the content, under src/content/images/<folder>/: the path is written from the entry's own file, as
 * Markdown writes it (`../images/covers/my-post/cover.jpg` from a post). The editor uploads into that folder and writes
 * the path (`.meta({ image })`, read by ./editor.ts); ./validate.ts checks that the file is there.
 */
const imageFile = (folder: "covers" | "leaders" | "customers", from: "folder" | "root") =>
  z
    .string()
    .min(1)
    .meta({
      image: { directory: `src/content/images/${folder}`, publicPath: `${from === "folder" ? "../" : ""}images/${folder}/` },
    });

/** Words that say what a picture shows, for people who cannot see it; a picture must have them (./validate.ts). */
const altText = z
  .string()
  .min(5)
  .max(200)
  .describe("What the picture shows, in a sentence, for people who cannot see it. Required when there is a picture.");

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
  photo: optional(imageFile("leaders", "folder")).describe(
    "A head-and-shoulders photo, upright (4:5), at least 600 pixels wide. Until there is one, the card shows the leader's initials.",
  ),
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
  cover: optional(imageFile("covers", "folder")).describe(
    "A picture above the study, landscape (16:9), at least 1,600 pixels wide. Optional.",
  ),
  coverAlt: optional(altText),
});

/** A customer: their name, which is also the logo's description for screen readers, and their logo. */
export const customerLogo = z.object({
  name: z
    .string()
    .min(2)
    .max(40)
    .describe("The customer's full name, exactly as a case study or a solution's vignette spells it."),
  logo: imageFile("customers", "root").describe(
    "The customer's logo: an SVG file, or a PNG with a transparent background, in one dark colour; the site shows it in white on the dark band.",
  ),
});

/** The proof on home: who builds on the platform, what they measured, what they said, what the platform controls. */
export const homeProof = z.object({
  customers: z.object({ label: z.string().min(10).max(60), names: z.array(customerLogo).min(4).max(8) }),
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
  cover: optional(imageFile("covers", "folder")).describe(
    "A picture above the post and on its card in lists, landscape (16:9), at least 1,600 pixels wide. Optional.",
  ),
  coverAlt: optional(altText),
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
  /** Home's introduction is its hero's (home.yaml). */
  home: pageCopy.omit({ lead: true }),
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
  /** The page's heading and introduction are its page copy (page-copy.yaml). */
  hero: z.object({ eyebrow: label.describe("About → first screen → the small line above the heading") }),
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

/** Interface text: a short string, and where on the site a visitor sees it (the editor shows it as the field's help). */
const uiText = (where: string, max = 60) => z.string().min(1).max(max).describe(where);

/**
 * Interface text with blanks the site fills in, written in braces: "Explore {name}". Braces around any other word are
 * refused, in the editor and at build, since the site would show them as they are.
 */
const uiTemplate = (where: string, blanks: Record<string, string>, max = 80) => {
  const names = Object.keys(blanks);
  const allowed = names.map((name) => `{${name}}`).join(", ");
  return z
    .string()
    .min(1)
    .max(max)
    .regex(new RegExp(`^(?:[^{}]|\\{(?:${names.join("|")})\\})*$`), `may use ${allowed} in braces, and no other braces`)
    .describe(
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
  a11y: z
    .object({
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
    })
    .describe("Words screen readers and keyboard users meet."),
  header: z
    .object({
      homeLink: uiTemplate("Every page → top bar → the logo's name for screen readers", { brand: "the brand name" }),
      navigation: uiText("Every page → top bar → the menus' name for screen readers", 30),
      openMenu: uiText("Phones → top bar → the menu button's name for screen readers", 30),
      menu: uiText("Phones → the open menu → its heading", 30),
      closeMenu: uiText("Phones → the open menu → the close button's name for screen readers", 30),
      allInSection: uiTemplate("Phones → the open menu → the last link of each section", { section: "the section's name" }, 40),
    })
    .describe("The top bar and, on phones, its menu."),
  menus: z
    .object({
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
    })
    .describe("The names of the menus and footer columns, and their links to the section's own page."),
  footer: z
    .object({
      columnLinks: uiTemplate("Every page → footer → each column's name for screen readers", { column: "the column's name" }, 40),
      copyright: uiTemplate(
        "Every page → footer → the last line",
        { years: "the years, as 2025–2026", brand: "the brand name" },
        120,
      ),
      cookieSettings: uiText("Every page → footer → the link that opens the cookie choice again", 40),
    })
    .describe("The footer of every page."),
  consent: z
    .object({
      heading: uiText("The cookie banner → heading", 60),
      body: uiText("The cookie banner → the sentence before the link to the cookie policy", 300),
      policyLink: uiText("The cookie banner → the link to the cookie policy", 60),
      accept: uiText("The cookie banner → the button that allows analytics", 30),
      necessary: uiText("The cookie banner → the button that refuses analytics", 30),
      currentAnalytics: uiText("The cookie banner, opened again → the line that says analytics are allowed", 120),
      currentNecessary: uiText("The cookie banner, opened again → the line that says analytics are refused", 120),
    })
    .describe("The cookie banner, shown only when an analytics provider is configured."),
  demoForm: z
    .object({
      close: uiText("Book a demo dialog → the close button's name for screen readers (the × at its top)", 30),
      labels: z.object({
        fullName: uiText("Book a demo form → the name field's label", 40),
        email: uiText("Book a demo form → the e-mail field's label", 40),
        company: uiText("Book a demo form → the company field's label", 40),
        role: uiText("Book a demo form → the role list's label", 40),
        message: uiText("Book a demo form → the message field's label", 40),
        solutions: uiText("Book a demo form → the label above the solutions to choose from", 60),
        honeypot: uiText("Book a demo form → the label of a field hidden from people (only bots fill it in)", 60),
      }),
      placeholders: z.object({
        role: uiText("Book a demo form → the role list → the choice shown before one is made", 60),
        message: uiText("Book a demo form → the grey text in the empty message field", 80),
      }),
      roles: z
        .object({
          ceo: uiText("Book a demo form → the role list → CEO", 40),
          cto: uiText("Book a demo form → the role list → CTO", 40),
          cfo: uiText("Book a demo form → the role list → CFO", 40),
          product: uiText("Book a demo form → the role list → product", 40),
          engineering: uiText("Book a demo form → the role list → engineering", 40),
          businessDev: uiText("Book a demo form → the role list → business development", 40),
          other: uiText("Book a demo form → the role list → other", 40),
        })
        .describe("The roles a visitor can choose from; the request records the role itself, whatever its words."),
      buttons: z.object({
        cancel: uiText("Book a demo dialog → the button that closes it", 30),
        submit: uiText("Book a demo form → the button that sends it", 30),
        submitting: uiText("Book a demo form → the send button while the request is on its way", 30),
      }),
      errors: z
        .object({
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
        })
        .describe(
          "What the form says, beside the field and in a toast, when a request cannot be sent; the server answers with the same words.",
        ),
      toasts: z
        .object({
          validation: uiText("Book a demo form → the heading of the toast that says a field is wrong", 60),
          success: uiText("Book a demo form → the heading of the toast once the request is sent", 60),
          successText: uiText("Book a demo form → the line under it", 200),
          failed: uiText("Book a demo form → the heading of the toast when sending failed", 60),
          failedFallback: uiText("Book a demo form → the line under it when the server gave no reason", 120),
          unexpected: uiText("Book a demo form → the line under it when something unforeseen went wrong", 120),
        })
        .describe("The small notices at the top right of the screen after the visitor presses Submit."),
    })
    .describe("The Book a demo dialog on every page and the form on /demo."),
  notFound: z
    .object({
      eyebrow: uiText("The page for an address that does not exist → the small line above its heading", 40),
      home: uiText("The page for an address that does not exist → the first button (to home)", 40),
      solutions: uiText("The page for an address that does not exist → the second button (to /solutions)", 40),
    })
    .describe("The not-found page; its heading and introduction are under Page titles and introductions."),
  home: z
    .object({ explore: uiText("Home → first screen → the second button (to /platform)", 40) })
    .describe("Home's first screen."),
  cards: z
    .object({
      learnMore: uiText("Home → the suite cards, and an industry's page → its solutions → the link at the foot of each card", 30),
      learnMoreAbout: uiTemplate(
        "Home → the suite cards → what screen readers hear after the link's words",
        { name: "the suite's name" },
        60,
      ),
      explore: uiTemplate("/solutions and /industries → the link at the foot of each card", { name: "the card's name" }, 60),
    })
    .describe("The links at the foot of cards."),
  articles: z
    .object({
      insight: uiText("Lists of articles and an insight's page → the line above the title of an insight", 30),
      news: uiText("Lists of articles and a news post's page → the line above the title of a news post", 30),
      legalUpdated: uiText("The privacy and cookie policies → before the date of their last change", 40),
    })
    .describe("Articles, news posts and the legal pages."),
  about: z
    .object({
      vision: uiText("About → the small line above the vision", 40),
      mission: uiText("About → the small line above the mission", 40),
    })
    .describe("The About page's small lines above its sections."),
  architecture: z
    .object({
      suites: uiText("Home → the architecture diagram → the top row's name", 40),
      blocks: uiText("Home → the architecture diagram → the second row's name", 40),
      fabric: uiText("Home → the architecture diagram → the third row's name", 40),
      fabricDetail: uiText("Home → the architecture diagram → the third row's text", 120),
      core: uiText("Home → the architecture diagram → the bottom row's name", 40),
      coreDetail: uiText("Home → the architecture diagram → the bottom row's text", 120),
      uses: uiTemplate(
        "Home → the architecture diagram → what screen readers hear of a suite",
        { blocks: "its capability blocks, joined by commas" },
        60,
      ),
      usedBy: uiTemplate(
        "Home → the architecture diagram → what screen readers hear of a block",
        { suites: "the suites that use it, joined by commas" },
        60,
      ),
    })
    .describe("Home's diagram of the platform's layers."),
  careers: z
    .object({
      openRoles: uiText("Careers → the heading of the open roles", 40),
      apply: uiText("Careers → the line under it, followed by the careers e-mail address", 120),
      applyLink: uiText("Careers → each role → the link that writes an application e-mail", 40),
      applicationSubject: uiTemplate("Careers → the subject of the application e-mail", { title: "the role's title" }, 60),
      values: uiText("Careers → the heading of the values", 40),
    })
    .describe("The Careers page."),
  caseStudies: z
    .object({
      challenge: uiText("Case studies → each study → the first heading", 40),
      approach: uiText("Case studies → each study → the second heading", 40),
      solutions: uiText("Case studies → each study → before the solutions it used", 40),
    })
    .describe("The Case studies page."),
  industry: z
    .object({
      challenges: uiTemplate(
        "An industry's page → the heading of its challenges",
        { industry: "the industry's name, in lower case" },
        60,
      ),
      solutions: uiText("An industry's page → the heading of the solutions that fit it", 40),
    })
    .describe("Each industry's page."),
  leadership: z
    .object({
      leaders: uiText("Leadership → the heading of the team", 40),
      press: uiText("Leadership → the heading of the press releases", 40),
      mediaEnquiries: uiText("Leadership → the line under it, followed by the press e-mail address", 60),
    })
    .describe("The Leadership page."),
  resources: z
    .object({ latest: uiTemplate("Resources → the heading of the newest articles", { brand: "the brand name" }, 60) })
    .describe("The Resources page."),
  solution: z
    .object({
      outcomes: uiText("A solution's page → the heading of its outcomes", 40),
      builtFor: uiText("A solution's page → the heading of who it is for", 40),
      poweredBy: uiText("A solution's page → the heading of the box of building blocks", 40),
      inPractice: uiText("A solution's page → the small line above the customer story", 40),
    })
    .describe("Each solution's page."),
  feed: z
    .object({
      title: uiTemplate("The news and insights feed (/feed.xml) → its title in feed readers", { brand: "the brand name" }),
      description: uiTemplate("The feed → its description in feed readers", { tagline: "the brand's tagline" }, 160),
      linkTitle: uiText("Every page → the feed's name, for browsers and feed readers that find it from a page", 60),
      insights: uiText("The feed → the category of an insight", 30),
      news: uiText("The feed → the category of a news post", 30),
    })
    .describe("The feed of news and insights."),
  seo: z
    .object({
      notFound: uiText("The page for an address that does not exist → the browser tab's title, before the brand", 60),
      moved: uiText("A moved address's page (static hosts only) → the browser tab's title, before the brand", 60),
      noPage: uiText("Both → the description search engines and link previews show", 160),
      home: uiText("Search results → the first step of a page's breadcrumb trail (home)", 30),
    })
    .describe("What search engines and link previews show beyond each page's title and description."),
  shareImage: z
    .object({
      eyebrow: uiText("The default share image (/og-image.jpg) → the small line above its title", 40),
      title: uiText("The default share image → its title", 80),
      solution: uiText("A solution's share image → the small line above its title", 30),
      industry: uiText("An industry's share image → the small line above its title", 30),
      platform: uiText("A platform page's share image → the small line above its title", 30),
      insight: uiText("An insight's share image → the small line above its title", 30),
      news: uiText("A news post's share image → the small line above its title", 30),
      legal: uiText("A legal page's share image → the small line above its title", 30),
    })
    .describe("The pictures link previews show (Open Graph); other pages' pictures carry the brand name there."),
  editing: z
    .object({
      problems: uiTemplate(
        "While editing (npm run edit) → top of every page, while the content has problems → the heading of their list",
        { count: "how many problems there are" },
      ),
    })
    .describe("What the pages beside the editor say to the person editing; visitors never see it."),
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
    eyebrow: z.string().min(3).max(60).describe("Home → first screen → the small line above the headline"),
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
export type CustomerLogo = z.infer<typeof customerLogo>;
export type HomeProof = z.infer<typeof homeProof>;
export type Partner = z.infer<typeof partner>;
export type Release = z.infer<typeof release>;
export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type Band = z.infer<typeof band>;
export type Section = z.infer<typeof section>;
export type Link = z.infer<typeof link>;
export type NavLink = z.infer<typeof navLink>;
export type HomeCopy = z.infer<typeof homeCopy>;
export type UiStrings = z.infer<typeof uiStrings>;
