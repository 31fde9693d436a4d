import type { Leader, Opening, Partner, Value } from "./schema.ts";

export const vision = {
  heading: "Where we are going",
  body: "We want every financial institution, from a century-old retail bank to a twelve-person fintech, to be able to describe a product in plain language and run it safely the same month. Our aim is to become the global programmable operating system for finance: the layer where money, rules and data meet, whatever core sits underneath.",
};

export const mission = {
  heading: "A third way to transform a bank",
  body: "For twenty years banks have been offered two choices. Replace the core, a multi-year programme that puts the whole bank at risk, or keep patching point-to-point integrations until every change takes a quarter. We offer a third way: a platform that overlays the systems you already run, turns them into composable blocks, and lets your teams build new products on top in weeks, with compliance designed in from the first rule.",
  imageAlt:
    "Abstract illustration of interlocking tiles in teal, indigo and amber fitting together to form a bank building with columns and a pediment",
};

export const values = [
  {
    icon: "cpu",
    title: "Programmable by Design",
    description:
      "We make behaviour configurable before we make it custom. If a customer needs something twice, it becomes a rule, a block or an API, never a one-off branch in the code.",
  },
  {
    icon: "rocket",
    title: "Can-do at Scale",
    description:
      "We say yes to hard problems, then do the engineering that makes the answer hold at millions of accounts and thousands of transactions a second.",
  },
  {
    icon: "shield-check",
    title: "Crafted for Trust",
    description:
      "We look after other people's money. Every change is reviewed, every action is audited, and when something goes wrong we tell our customers plainly and quickly.",
  },
  {
    icon: "lightbulb",
    title: "Curious and Bold",
    description:
      "We ask why a process exists before we automate it, test our ideas in simulation before production, and would rather be wrong early in a sandbox than late in front of a customer.",
  },
  {
    icon: "heart-handshake",
    title: "Together Always",
    description:
      "We succeed with our customers and partners, not around them. Engineers join customer calls, compliance joins design reviews, and credit is shared.",
  },
] satisfies Value[];

/** Fictional leadership team. */
export const leaders = [
  {
    slug: "sofia-lindqvist",
    name: "Sofia Lindqvist",
    role: "Co-founder & Chief Executive Officer",
    bio: "Sofia spent fourteen years in retail banking, most recently as group head of digital transformation at a top-ten European retail bank, where she ran a core modernisation programme and saw how much value is lost waiting for the core to change. She co-founded the company in 2021 to give banks another route. She began her career in payments strategy and sits on the advisory board of a financial-inclusion charity.",
  },
  {
    slug: "marcus-ebbers",
    name: "Marcus Ebbers",
    role: "Co-founder & Chief Technology Officer",
    bio: "Marcus has built distributed systems for financial services for fifteen years, first at a global card network, where he led the team behind a real-time authorisation platform handling billions of transactions a year, then as head of engineering at a Nordic digital bank. He co-founded the company in 2021, designed the event model at the heart of the orchestration fabric and still reviews every change to the core integration layer.",
  },
  {
    slug: "elena-marchetti",
    name: "Elena Marchetti",
    role: "Chief Operating Officer",
    bio: "Elena has run operations for regulated financial businesses for two decades, including eight years as chief operating officer of a pan-European payment institution licensed in six markets. She leads delivery, customer success and our regional offices, and is accountable for taking customers from signed contract to first live product in under a quarter. She trained as a chartered accountant.",
  },
  {
    slug: "daniel-mensah",
    name: "Daniel Mensah",
    role: "Chief Risk & Compliance Officer",
    bio: "Daniel was deputy chief compliance officer at a global transaction bank, responsible for financial-crime controls across Europe and Asia-Pacific, and before that spent seven years in supervision at a national financial regulator. He makes sure the platform's controls are ones a regulator would recognise, and works with each customer's second line of defence from the first design workshop.",
  },
  {
    slug: "hannah-cole",
    name: "Hannah Cole",
    role: "Chief Product Officer",
    bio: "Hannah led consumer and SME product at a Southeast Asian digital bank, taking it from launch to more than two million customers, and earlier designed cash-management tools for small businesses at a regional commercial bank. She owns the platform roadmap, from the capability blocks to the product suites, and divides her time between Singapore and London.",
  },
] satisfies Leader[];

export const openings = [
  {
    title: "Senior Backend Engineer, Orchestration Fabric",
    team: "Engineering",
    location: "London",
    type: "Full-time",
    summary:
      "Build the event log, workflow engine and idempotent APIs that every product on the platform runs on. You will work in TypeScript and Go on a system where correctness, ordering and replay matter more than novelty.",
  },
  {
    title: "Staff Engineer, Core Banking Integrations",
    team: "Engineering",
    location: "Remote (Europe)",
    type: "Full-time",
    summary:
      "Lead the design of our core banking adapters and the adapter SDK. You will map decades-old core interfaces and ISO 20022 messages onto clean contracts, and work directly with customers' integration teams.",
  },
  {
    title: "Machine Learning Engineer, Agents and Simulation",
    team: "Engineering",
    location: "Remote (Europe)",
    type: "Full-time",
    summary:
      "Build the agents that draft rules and tune products, and the simulation engine that replays their proposals against historical data. Evaluation, explainability and guardrails are part of the job from day one.",
  },
  {
    title: "Senior Product Manager, Rewards and Loyalty",
    team: "Product",
    location: "London",
    type: "Full-time",
    summary:
      "Own the Rewards block and the Loyalty 3.0 suite. You will work with banks, merchants and brands to turn loyalty programmes into products that customers value and finance teams can reconcile.",
  },
  {
    title: "Enterprise Account Executive, Financial Institutions",
    team: "Sales",
    location: "New York",
    type: "Full-time",
    summary:
      "Open and grow relationships with US regional and community banks. You will run long, consultative sales cycles with CTOs, chief digital officers and risk committees, supported by solutions engineers and product.",
  },
  {
    title: "Solutions Engineer, Asia-Pacific",
    team: "Sales",
    location: "Singapore",
    type: "Full-time",
    summary:
      "Be the technical voice of the platform for banks and digital banks across Asia-Pacific. You will run architecture workshops, build proofs of concept in our sandbox and plan integrations with customers' core systems.",
  },
  {
    title: "Financial Crime Compliance Manager",
    team: "Compliance",
    location: "London",
    type: "Full-time",
    summary:
      "Shape the AML, sanctions and transaction-monitoring controls built into the platform. You will translate regulatory expectations into product requirements and support customers through their own risk assessments.",
  },
] satisfies Opening[];

/** Fictional partner companies. */
export const partners = [
  {
    name: "Ardenvale Core Systems",
    category: "Core banking",
    description:
      "A core banking provider for mid-sized retail banks. Our certified adapter posts to its ledger in real time and reconciles with its end-of-day batch.",
  },
  {
    name: "Coreweft Ledger",
    category: "Core banking",
    description:
      "A cloud-native ledger used by digital banks. Joint customers run our product suites on top of Coreweft accounts with no duplicated balances.",
  },
  {
    name: "Plinthcard Issuing",
    category: "Card issuing",
    description:
      "An issuer processor for debit and prepaid programmes. Real-time authorisation requests flow through our Smart Cards controls before a decision is returned.",
  },
  {
    name: "Cirrowen Cloud",
    category: "Cloud",
    description:
      "A regulated-workloads cloud with regions in the United Kingdom, the European Union and Singapore, where customers can run dedicated platform tenants.",
  },
  {
    name: "Tallowby Identity",
    category: "Data and identity",
    description:
      "Document verification and biometric checks for onboarding, orchestrated through our Smart Identity block alongside the customer's existing KYC providers.",
  },
  {
    name: "Fernhollow Data",
    category: "Data and identity",
    description:
      "Open-banking data enrichment and merchant categorisation that powers cash-flow insights, affordability checks and reward targeting.",
  },
  {
    name: "Marrowgate Advisory",
    category: "Consulting",
    description:
      "A financial-services consultancy that helps banks design their product roadmap and operating model around composable building blocks.",
  },
  {
    name: "Brackwell & Ives",
    category: "Consulting",
    description:
      "A systems integrator with deep core banking experience, delivering adapter builds, data migration and go-live support for our customers.",
  },
] satisfies Partner[];

export const company = {
  founded: 2021,
  headquarters: "London",
  offices: ["London", "New York", "Singapore"],
  employees: "120+",
} as const;
