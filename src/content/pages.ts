import type { Feature, IconName, PageCopy, ProductVisualName } from "./schema.ts";
import { site } from "./site.ts";

/**
 * Page copy of every page that is not generated from an entity (solutions, industries, platform pages and
 * articles carry their own). Titles are page-specific: the layout appends the brand.
 */
export const pages = {
  home: {
    title: "Programmable Financial Services",
    description: `${site.name} is a composable banking platform that lets banks and fintechs launch new financial products in weeks, layered over the core they already run.`,
    heading: "Programmable Financial Services",
    lead: "Build financial products in weeks, not years. Our platform layers over your existing core through APIs, so you can launch new accounts, rewards and lending products without replacing the systems that already run your bank.",
  },
  about: {
    title: "About",
    description: `${site.name} is building the programmable operating system for finance: a third way to modernise banking without a risky core replacement.`,
    heading: "We are building the programmable operating system for finance",
    lead: "We are bankers, engineers and risk specialists who have built and run financial products at scale. We started the company because launching a simple product still takes banks years, and it should take weeks.",
  },
  solutions: {
    title: "Solutions",
    description:
      "Nine product suites built from capability blocks, from Family Banking to SME Treasury and FX, each ready to configure and launch on top of your core.",
    heading: "Product suites, assembled from capability blocks",
    lead: "Each suite combines Accounts, Rewards, Treasury, Compliance and Lending blocks into a product you can configure, test and launch. Start with one suite, then reuse the same blocks for the next.",
  },
  industries: {
    title: "Industries",
    description:
      "How retail banks, wealth managers, challenger banks, SME lenders, merchants and communities launch new products on the systems they already run.",
    heading: "Built for the institutions that move money",
    lead: "Retail banks, wealth and asset managers, digital challengers, SME and commercial banks, merchants and communities each work under different constraints. The blocks stay the same; the products, rules and integrations fit each one.",
  },
  resources: {
    title: "Resources",
    description:
      "Insights, product updates and case studies on composable banking, legacy integration and launching financial products faster on your existing core.",
    heading: "Resources for teams modernising banking",
    lead: "Read our thinking on composable architecture, follow what has shipped in the platform, and see how institutions like yours have launched new products without replacing their core.",
  },
  insights: {
    title: "News and insights",
    description:
      "Articles on composable banking, overlay architecture and plain-language rules, and what banks can learn about modernising without a core replacement.",
    heading: "News+Insights",
    lead: "Practical writing for product, technology and risk leaders: why blocks beat components, why an overlay beats an overhaul, and what we learn from launching financial products alongside banks.",
  },
  productLatest: {
    title: "Product updates",
    description: `Release notes for the ${site.name} platform: new capability blocks, rules and simulation features, integrations and fixes, listed newest first.`,
    heading: "Product updates and release notes",
    lead: "Changes to the orchestration fabric, capability blocks and product suites, with what each one means for your product, engineering and risk teams. We ship continuously; this page records the changes worth knowing about.",
  },
  caseStudies: {
    title: "Case studies",
    description:
      "How banks, fintechs and brands launched new financial products on their existing core with our platform, and the results they measured afterwards.",
    heading: "Products launched, results measured",
    lead: "Each study sets out the starting point, the blocks and suites chosen, how the work fitted around the existing core, and the numbers the customer tracked after launch.",
  },
  leadership: {
    title: "Leadership and press",
    description: `Meet the team leading ${site.name}, read our latest announcements and find the press contact for interviews, expert comment and brand assets.`,
    heading: "Leadership and press",
    lead: `The people building ${site.name} and the news we have shared. Journalists and analysts can reach our press team at ${site.pressEmail} for interviews, expert comment, images and company facts; we reply within one business day.`,
  },
  careers: {
    title: "Careers",
    description: `Join ${site.name} and help build the programmable operating system for finance. See our open roles in engineering, product, design and sales.`,
    heading: "Help us make banking programmable",
    lead: "We are a small team of engineers, designers, bankers and risk specialists working with regulated institutions. We value clear writing, careful engineering and ownership. Our open roles are listed below; if none fits, write to us anyway.",
  },
  news: {
    title: "Company news",
    description: `Announcements from ${site.name}: funding, product launches, card-network collaborations, partnerships and new leaders joining the team.`,
    heading: "Company news",
    lead: "Funding rounds, product launches, partnerships and new appointments, newest first. For interviews or comment on any announcement, contact our press team.",
  },
  partners: {
    title: "Partners",
    description:
      "We work with core banking providers, card issuers, cloud platforms, data and identity specialists and consultancies to help banks launch faster.",
    heading: "Partners who help you launch faster",
    lead: `Our partners connect ${site.name} to the systems banks already run and help teams design, integrate and launch. Core banking, card issuing, cloud, data and identity, and consulting partners all build on the same APIs.`,
  },
  privacyPolicy: {
    title: "Privacy Policy",
    description: `How ${site.name} collects, uses, stores and protects personal data, including demo requests, and how you can exercise your data protection rights.`,
    heading: "Privacy Policy",
    lead: "This policy explains what personal data we collect when you use this website or ask for a demo, why we use it, how long we keep it and the rights you have under UK and EU data protection law.",
  },
  cookiePolicy: {
    title: "Cookie Policy",
    description: `Which cookies and similar technologies the ${site.name} website uses, what each one does, how long it lasts and how you can control them.`,
    heading: "Cookie Policy",
    lead: "This policy lists the cookies and browser storage this website uses, separates those the site needs to work from any that are optional, and explains how to change your choices at any time.",
  },
  demo: {
    title: "Book a demo",
    description: `Book a ${site.name} demo: tell us about your stack and goals, and a solutions engineer will show you how to launch your next product in weeks.`,
    heading: "Book a demo",
    lead: "Send the form and a solutions engineer will reply within one business day to arrange a 45-minute session tailored to your stack. We walk through the suites you chose, show how they connect to your core and answer your team's questions.",
  },
  notFound: {
    title: "Page not found",
    description:
      "The page you were looking for does not exist or has moved. Explore our solutions, the platform and our insights, or return to the home page.",
    heading: "We couldn't find that page",
    lead: "The link may be out of date or the address mistyped. Head back to the home page, browse our solutions, or book a demo and tell us what you were looking for.",
  },
} satisfies Record<string, PageCopy>;

type Link = { label: string; href: string };
/** A page section with an anchor id (used for scroll highlighting), a heading and a lead. */
type Section = { id: string; heading: string; lead: string };
type Band = { heading: string; lead: string };
type Five<T> = [T, T, T, T, T];
type PowerCard = { title: string; body: string; icon: IconName; href: string };
type Outcome = { value: number; suffix: string; label: string };

type HomeCopy = {
  /** `visual`: the product picture in the hero's right half. */
  hero: { eyebrow: string; heading: string; lead: string; scrollCue: string; visual: ProductVisualName };
  platformOverview: Section & { layers: Five<Feature>; link: Link };
  challenge: Section & { pains: Five<Feature> };
  architecture: Section & { hint: string };
  ctaBand: Band;
  benefits: Section & { items: Five<Feature> };
  power: Band & { cards: [PowerCard, PowerCard, PowerCard, PowerCard] };
  suites: Section & { viewAll: Link };
  closing: Band;
  outcomes: { enabled: boolean; heading: string; items: [Outcome, Outcome, Outcome] };
};

/** The sections of the home page, in the order they appear. */
export const home = {
  hero: {
    eyebrow: "Programmable Financial Services",
    heading: "Build financial products in weeks, not years",
    lead: "Composable blocks, plain-language rules and agentic AI, layered over your existing core. Design, test and launch new products without a multi-year replacement programme.",
    scrollCue: "Scroll to explore",
    visual: "rules-editor",
  },
  platformOverview: {
    id: "platform",
    heading: "One platform, built in layers",
    lead: "Your core stays where it is. Five layers over it turn the systems you already run into products you can launch in weeks.",
    layers: [
      {
        title: "Orchestration Fabric",
        icon: "network",
        body: "The foundation: connects to your core and runs every transaction in real time.",
      },
      {
        title: "Capability Blocks",
        icon: "puzzle",
        body: "Accounts, Rewards, Treasury, Compliance and Lending, built once and reused.",
      },
      {
        title: "Rules + Guardrails",
        icon: "scale",
        body: "Product rules and limits in plain language, enforced by guardrails.",
      },
      {
        title: "Agentic AI + Simulation",
        icon: "bot",
        body: "Agents draft changes; simulation tests each one before it goes live.",
      },
      {
        title: "Product Suites",
        icon: "layers",
        body: "Family Banking, Loyalty 3.0, Dynamic Banking and more, from the same blocks.",
      },
    ],
    link: { label: "Explore all solutions", href: "/solutions" },
  },
  challenge: {
    id: "use-cases",
    heading: "The challenge of modernisation",
    lead: "Most banks know what they want to launch. The obstacle is the stack underneath, which makes every new product slow, costly and risky.",
    pains: [
      {
        title: "Monolithic systems",
        icon: "landmark",
        body: "Products are hard-coded into the core, so changing a fee or a limit waits for a quarterly release.",
      },
      {
        title: "Siloed databases",
        icon: "layers",
        body: "Customer, card and loan data sit apart, so every new product starts with a data project.",
      },
      {
        title: "Point-to-point integration",
        icon: "link",
        body: "Every connection is custom, and every change risks breaking something downstream.",
      },
      {
        title: "Bolted-on compliance",
        icon: "shield-check",
        body: "Controls arrive after the build, through reviews and spreadsheets, leaving gaps for auditors.",
      },
      {
        title: "Manual processes",
        icon: "workflow",
        body: "Exceptions and approvals still pass through inboxes, adding cost with every customer.",
      },
    ],
  },
  architecture: {
    id: "technology",
    heading: "How the layers fit together",
    lead: "Every product suite is assembled from shared capability blocks running on the orchestration fabric. Build a block once, and every suite that needs it can use it.",
    hint: "Hover over or focus on a suite to see the blocks it uses, or on a block to see the suites built on it",
  },
  ctaBand: {
    heading: "See what you could launch this quarter",
    lead: "Bring one product idea and a sketch of your current stack. We will show you which blocks it needs, how it connects to your core and how long it would take.",
  },
  benefits: {
    id: "integration",
    heading: "Modernise without replacing your core",
    lead: "Gain new capabilities while the systems that hold your ledger keep running.",
    items: [
      {
        title: "Future-proof architecture",
        icon: "puzzle",
        body: "Add, swap or retire blocks as your needs change, without rewriting the products built on them.",
      },
      {
        title: "Enterprise security",
        icon: "lock",
        body: "Encryption in transit and at rest, role-based access and an audit trail for every action.",
      },
      {
        title: "Reduced costs",
        icon: "coins",
        body: "Reuse the same blocks across products instead of building and maintaining each one separately.",
      },
      {
        title: "Lower risk",
        icon: "trending-down",
        body: "Your core stays in place, and every change is simulated before it goes live.",
      },
      {
        title: "Built-in compliance",
        icon: "shield-check",
        body: "Controls, limits and reporting are part of every block, not added after launch.",
      },
    ],
  },
  power: {
    heading: "Built for regulated institutions at scale",
    lead: "The foundations that let a bank move quickly without losing control of risk, data or cost.",
    cards: [
      {
        title: "AI-Ready by Design",
        icon: "bot",
        href: "/platform/ai-simulation",
        body: "Agents draft, simulation tests on realistic data, and people approve every change.",
      },
      {
        title: "Enterprise Scale",
        icon: "gauge",
        href: "/platform/orchestration",
        body: "High volumes across regions, with the availability a regulated bank needs.",
      },
      {
        title: "Legacy Integration",
        icon: "plug",
        href: "/platform/integration",
        body: "Core, card and payment systems connected through APIs and events, not replaced.",
      },
      {
        title: "Capability Blocks",
        icon: "puzzle",
        href: "/platform/capabilities",
        body: "Five blocks to configure once and reuse in every product you build.",
      },
    ],
  },
  suites: {
    id: "solutions",
    heading: "Product suites ready to launch",
    lead: "Start from a suite that already combines the right blocks, then configure it for your brand, your policies and your customers.",
    viewAll: { label: "View all products", href: "/solutions" },
  },
  closing: {
    heading: "Ready to build the future of finance?",
    lead: "Join the forward-thinking banks, fintechs and brands launching products in weeks on the systems they already have. Tell us what you want to build and we will show you how.",
  },
  outcomes: {
    enabled: false,
    heading: "What changes when banking becomes programmable",
    items: [
      { value: 10, suffix: "x", label: "faster product launches" },
      { value: 40, suffix: "%", label: "lower operational cost" },
      { value: 75, suffix: "%", label: "fewer manual processes" },
    ],
  },
} satisfies HomeCopy;

type AboutCopy = {
  hero: { eyebrow: string; heading: string; lead: string };
  values: Band;
  leadership: Section;
  cta: Band;
  fallback: { heading: string; body: string };
};

/** The sections of the About page that are not lists (values and leaders live in their own modules). */
export const about = {
  hero: {
    eyebrow: `About ${site.name}`,
    heading: "We are building the programmable operating system for finance",
    lead: "Financial institutions should not have to choose between a risky core replacement and another decade of patches. We give them a third way: new products built from programmable blocks, layered over the systems they trust.",
  },
  values: {
    heading: "Our values",
    lead: "Five principles shape how we design the platform, work with our customers and treat each other.",
  },
  leadership: {
    id: "about",
    heading: "Leadership",
    lead: "A team that has built and run banking products, payment networks and regulated technology at scale, and has lived through core replacements.",
  },
  cta: {
    heading: "See the platform for yourself",
    lead: "Book a 45-minute session with a solutions engineer and see how our blocks, rules and simulation would fit your stack.",
  },
  fallback: { heading: "About Us", body: "Content is loading..." },
} satisfies AboutCopy;

type DemoPageCopy = {
  steps: [Feature, Feature, Feature];
  sent: { heading: string; body: string };
  /** The page a form posted without JavaScript comes back as when it was not accepted. */
  notSent: { title: string; heading: string; body: string };
  /** Followed on the page by `site.contactEmail`. */
  contact: string;
};

/**
 * The /demo page beyond its page copy: what happens next, the no-JavaScript confirmation and refusal, and the contact
 * line.
 */
export const demoPage = {
  steps: [
    {
      title: "We read your request",
      icon: "message-square",
      body: "A solutions engineer reviews your company, your role and the suites you picked, and replies within one business day to agree a time.",
    },
    {
      title: "We prepare for your stack",
      icon: "workflow",
      body: "Before the call we map the suites you chose to your core, card and payment systems, so the session covers your real integration points.",
    },
    {
      title: "A 45-minute session for your team",
      icon: "users",
      body: "We demo the blocks and suites that matter to you, run a live simulation and answer technical, risk and commercial questions. You leave with a proposed first launch.",
    },
  ],
  sent: {
    heading: "Thank you, your request has been sent",
    body: "A solutions engineer will reply within one business day to arrange your 45-minute session. Look out for an e-mail from our team, and check your spam folder if nothing arrives.",
  },
  notSent: {
    title: "Your request was not sent",
    heading: "Your request was not sent",
    body: "Correct what is marked below and send the form again: everything you typed is still in it.",
  },
  contact: "For anything other than a demo, e-mail us at",
} satisfies DemoPageCopy;

type CtaCopy = {
  label: string;
  solutionsCta: Band;
  industryCta: Band;
  platformCta: Band;
};

/** The Book a demo call to action and the bands that end solution, industry and platform pages. */
export const ctaCopy = {
  label: site.ctaLabel,
  solutionsCta: {
    heading: "See this suite running on your stack",
    lead: "Book a 45-minute session with a solutions engineer. We will configure the suite for your products and show how it connects to your core.",
  },
  industryCta: {
    heading: "Talk to a team that knows your market",
    lead: "Tell us about your institution and the product you want to launch. We will show you the suites and blocks that fit, and a realistic timeline.",
  },
  platformCta: {
    heading: "See the platform working with your systems",
    lead: "A solutions engineer will walk you through the fabric, the blocks and the simulation tools, using your stack and a product you want to launch.",
  },
} satisfies CtaCopy;

/** The demo dialog's heading and line of introduction. */
export const demoDialogCopy = {
  title: "Book a demo",
  description: "Tell us about your team and what you want to build. A solutions engineer replies within one business day.",
};

/** The headings and labels of each kind of page beyond its page copy, by page. */
export const pageLabels = {
  about: { vision: "Vision", mission: "Mission" },
  architecture: {
    suites: "Product suites",
    blocks: "Capability blocks",
    fabric: "Orchestration fabric",
    fabricDetail: "Events, workflows and idempotent APIs",
    core: "Your core",
    coreDetail: "Core banking, card processor, payment rails and data, as they are",
  },
  careers: {
    openRoles: "Open roles",
    apply: "Apply with your CV and a few lines on why the role fits you:",
    applyLink: "Apply for this role",
    values: "What we value",
  },
  caseStudies: { challenge: "The challenge", approach: "What they built", solutions: "Solutions used:" },
  industry: { solutions: "Solutions that fit", learnMore: "Learn more" },
  leadership: { leaders: "Leadership", press: "Press releases", mediaEnquiries: "Media enquiries:" },
  notFound: { eyebrow: "Error 404", home: "Back to the home page", solutions: "Browse solutions" },
  resources: { latest: "Latest from" },
  solution: { outcomes: "Outcomes", builtFor: "Built for", poweredBy: "Powered by", inPractice: "In practice" },
};
