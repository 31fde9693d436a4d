import type { Feature, IconName, ProductVisualName } from "./schema.ts";

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
