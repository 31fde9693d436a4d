import type { BuildingBlock, CapabilityBlock, DiagramSuite, PlatformPage } from "./schema.ts";

/** The /platform page: the whole platform in three layers, plus what makes it safe to run. */
export const platformOverview = {
  slug: "platform",
  name: "Platform Overview",
  icon: "layers",
  subText: "Three layers that sit on top of the core you already run",
  page: {
    title: "Composable banking platform",
    description:
      "An orchestration fabric, capability blocks and product suites layered on your existing core, so you launch new financial products in weeks, not years.",
    heading: "Build financial products in weeks, not years",
    lead: "Our platform sits on top of the systems you already run. An event-driven orchestration fabric connects to your core, capability blocks turn it into configurable building material, and product suites give you a working starting point. Your core stays the system of record; your teams get a place to build.",
  },
  visuals: ["suite"],
  sections: [
    {
      title: "An orchestration fabric at the foundation",
      body: "Every balance change, card authorisation, rule decision and approval becomes an event on a durable, ordered log. Blocks and suites subscribe to the events they need, so adding a product never means another point-to-point integration.",
      icon: "network",
      points: [
        "Event-driven architecture with replayable history",
        "Idempotent APIs: retries and double submissions never post twice",
        "Connects to your core through adapters, not code changes",
      ],
    },
    {
      title: "Capability blocks you configure, not build",
      body: "Accounts, Rewards, Treasury, Compliance and Lending are the reusable blocks every product is made from. Each exposes the same API conventions, emits the same event types and is governed by the same rules engine.",
      icon: "puzzle",
      points: [
        "Accounts: sub-accounts, shared ownership, multi-currency",
        "Rewards: points, cashback and tiers settled as ledger entries",
        "Treasury, Compliance and Lending on the same foundation",
      ],
    },
    {
      title: "Product suites that are ready to launch",
      body: "Family Banking, Loyalty 3.0, Dynamic Banking, Integrated Banking and more are pre-assembled combinations of blocks, journeys and rules. Start from a suite, change what makes it yours, and launch to a pilot segment first.",
      icon: "layers",
    },
    {
      title: "Rules and guardrails in plain language",
      body: 'Product and risk teams write rules the way they would explain them to a colleague: "Move round-ups to savings unless the balance would fall below £100." The platform compiles each rule into a versioned, testable policy with an owner, an approver and a history.',
      icon: "scale",
      points: ["Guardrails that no rule or agent can override", "Side-by-side diff of every change, with one-click rollback"],
    },
    {
      title: "Agentic AI with simulation",
      body: "AI agents draft rule changes, tune reward rates and flag unusual activity, but they act only through the same APIs and permissions as your staff. Every proposal is simulated against your own historical data and waits for human approval before it touches a customer.",
      icon: "bot",
    },
    {
      title: "Compliance built in, not bolted on",
      body: "KYC, sanctions screening, transaction monitoring and consent checks run inside the orchestration flow, so no product can skip them. Every decision is written to an immutable audit trail your second line and your regulator can read.",
      icon: "shield-check",
      points: [
        "Controls mapped to SOC 2 and ISO/IEC 27001",
        "PSD2 strong customer authentication and consent records",
        "Data held in the region you choose",
      ],
    },
  ],
} satisfies PlatformPage;

/** The four platform sub-pages, in menu order. */
export const platformPages = [
  {
    slug: "ai-simulation",
    name: "AI+Simulation",
    icon: "sparkles",
    subText: "Agents that propose changes, and a sandbox that proves them first",
    page: {
      title: "AI agents and rule simulation",
      description:
        "Let AI agents propose product and rule changes, replay them against your historical data in a sandbox, and approve them before any customer sees them.",
      heading: "Let AI propose. Prove every change before it ships.",
      lead: "Agentic AI is only useful in a bank if it is accountable. Our agents work inside the guardrails you set, every proposal is simulated against your own history, and a named person approves it before it goes live. You get the speed without giving up control.",
    },
    visuals: ["rules-editor", "simulation"],
    sections: [
      {
        title: "Agents that work inside your guardrails",
        body: "Agents handle well-defined jobs: tuning reward rates to a budget, drafting a rule from a product brief, spotting dormant accounts, preparing a case for an analyst. They call the same APIs as your staff, with narrower permissions, and cannot change a guardrail.",
        icon: "bot",
        points: [
          "Scoped service identities per agent, with least-privilege access",
          "Hard limits on amounts, customer counts and frequency of actions",
          "Choose the model provider, or host a model in your own environment",
        ],
      },
      {
        title: "Simulate against your own history",
        body: "Before a rule or pricing change goes live, replay it through months of your anonymised transaction events in an isolated sandbox. See how many customers it touches, what it costs, which limits it would breach and how outcomes differ by segment.",
        icon: "activity",
        points: [
          "Replay up to 24 months of events from the orchestration log",
          "Compare the proposed rule with the live one, side by side",
          "Export results for model risk and pricing committees",
        ],
      },
      {
        title: "Human approval, by design",
        body: "Agent actions that move money, change limits or alter what a customer sees go to an approval queue. Approvers see the proposal, the simulation result and the agent's reasoning in one place. Thresholds decide what needs one approver, two, or none.",
        icon: "users",
        points: [
          "Maker-checker workflows with separation of duties",
          "Approvals from the console or through your ticketing tool",
        ],
      },
      {
        title: "Plain-language rules, compiled and versioned",
        body: "A rule written in plain English is compiled into a structured policy you can read back, test and diff. Ambiguities are flagged before the rule can be saved, and every published version can be rolled back in seconds.",
        icon: "scale",
      },
      {
        title: "Explainable decisions and a complete audit trail",
        body: "For every agent suggestion the platform records the inputs it used, the model and prompt versions, the simulation run, the reviewer and the outcome. Auditors can reconstruct any decision without asking an engineer.",
        icon: "lock",
      },
      {
        title: "Model governance your risk team recognises",
        body: "Every model in use sits in an inventory with an owner, an intended use and evaluation results. Drift and override rates are monitored, and your data is never used to train shared models.",
        icon: "gauge",
        points: ["Evaluation sets per agent, rerun on every model change", "Alerts when approval override rates rise"],
      },
    ],
  },
  {
    slug: "orchestration",
    name: "Orchestration Fabric",
    icon: "workflow",
    subText: "The event-driven foundation that every block and suite runs on",
    page: {
      title: "Orchestration Fabric",
      description:
        "An event-driven orchestration layer with idempotent APIs, versioned workflows and region-pinned data that connects your core to every new product.",
      heading: "One event-driven fabric under every product",
      lead: "The orchestration fabric is the foundation of the platform. It turns what happens in your core, cards and channels into a single stream of events, runs long-lived workflows reliably, and gives every block and suite the same dependable way to act on money.",
    },
    visuals: ["fabric"],
    sections: [
      {
        title: "Event-driven by default",
        body: "Every state change is recorded as an immutable event on a durable, partitioned log. Blocks subscribe to what they need, new products can be backfilled from history, and a full day can be replayed to reproduce a problem exactly.",
        icon: "zap",
        points: ["Ordered per account, so balances never race", "Schema registry with compatibility checks on every event type"],
      },
      {
        title: "Idempotent APIs and exactly-once effects",
        body: "Every write accepts an idempotency key, so a retried request or a double-tapped button produces one posting, not two. Side effects leave through a transactional outbox, and multi-step operations run as sagas with compensating steps if any part fails.",
        icon: "link",
      },
      {
        title: "Workflows as versioned configuration",
        body: "Onboarding, loan origination, card issuance and disputes are declarative workflows with timers, human tasks and retries. Publish a new version and in-flight cases finish on the version they started with.",
        icon: "workflow",
        points: [
          "Long-running steps that survive restarts and deployments",
          "Timers for cooling-off periods, document chasers and SLAs",
        ],
      },
      {
        title: "Multi-tenant, region-pinned",
        body: "Each institution runs in its own logical tenant with separate encryption keys, and its data stays in the region it chooses: the United Kingdom, the European Union, the United States or Singapore. Bring your own keys through your cloud key management service.",
        icon: "globe",
      },
      {
        title: "Built to run at bank scale",
        body: "Stateless services scale horizontally behind the log, and every region runs active-active across availability zones. Recovery objectives are agreed per customer and tested with scheduled failover drills, not assumed.",
        icon: "gauge",
        points: [
          "Thousands of postings a second per tenant under sustained load",
          "Zero-downtime deployments with backwards-compatible schemas",
        ],
      },
      {
        title: "Observable end to end",
        body: "A single correlation ID follows a request from the first API call to the posting in your core. Traces, metrics and logs are exported over OpenTelemetry to the monitoring tools you already use.",
        icon: "activity",
      },
    ],
  },
  {
    slug: "integration",
    name: "Enterprise Integration",
    icon: "plug",
    subText: "Connect to your core, cards and data through APIs, not rewrites",
    page: {
      title: "Enterprise integration",
      description:
        "Core banking adapters, ISO 20022 messaging, open APIs and file-based batch connect the platform to your estate without replacing your core.",
      heading: "Layer on top of your stack. Replace nothing.",
      lead: "Most banks run a core that is decades old and still does its job. We connect to it, and to your card processor, payment rails, data warehouse and identity provider, through the interfaces they already offer. Your core remains the system of record; new products are built alongside it.",
    },
    visuals: ["fabric"],
    sections: [
      {
        title: "Core banking adapters",
        body: "Pre-built adapters for the main core banking families read balances and customer data and post entries through each core's own interfaces. Where no adapter exists, our adapter SDK lets your team or a partner build one against a published contract and test suite.",
        icon: "landmark",
        points: [
          "Real-time, near-real-time and end-of-day modes per operation",
          "Reconciliation between the platform and the core every cycle",
        ],
      },
      {
        title: "ISO 20022 native",
        body: "Payments and statements are modelled on ISO 20022 from the start, including pain.001, pacs.008 and camt.053. Mappers translate legacy MT and proprietary file formats, so you can migrate rails on your own timetable.",
        icon: "network",
      },
      {
        title: "Open APIs, events and webhooks",
        body: "Every capability is available through REST APIs described in OpenAPI, with event streams for real-time consumers and signed webhooks for everything else. Client libraries for TypeScript, Java and Python are generated from the same specifications.",
        icon: "link",
        points: [
          "Versioned APIs with at least twelve months' deprecation notice",
          "A full sandbox with test data for every customer environment",
        ],
      },
      {
        title: "Batch where batch is what you have",
        body: "Not every system speaks APIs. The platform ingests and produces files over SFTP, reads change-data-capture streams from core databases, and schedules end-of-day jobs with the same monitoring and retries as real-time flows.",
        icon: "workflow",
      },
      {
        title: "Identity and access that fit your estate",
        body: "Staff sign in through your identity provider with SAML or OpenID Connect, and accounts are provisioned with SCIM. Systems authenticate with mutual TLS and OAuth 2.0 client credentials, and customer journeys reuse your existing PSD2 strong customer authentication.",
        icon: "lock",
      },
      {
        title: "Go live in stages",
        body: "Run new products in shadow mode beside existing processes, compare outcomes, then move one customer segment at a time. If anything looks wrong, traffic returns to the old path without a migration to unwind.",
        icon: "rocket",
      },
    ],
  },
  {
    slug: "capabilities",
    name: "Smart Capabilities",
    icon: "puzzle",
    subText: "Accounts, Rewards, Treasury, Compliance and Lending as configurable blocks",
    page: {
      title: "Smart capabilities",
      description:
        "Five capability blocks, Accounts, Rewards, Treasury, Compliance and Lending, that you configure and combine into new financial products.",
      heading: "The building material for every product you launch",
      lead: "Capability blocks are the middle layer of the platform. Each one does a single job well, shares the same APIs, events and rules engine as the others, and can be combined with any of them. Products that used to need a programme now need a configuration.",
    },
    visuals: ["suite"],
    sections: [
      {
        title: "Accounts",
        body: "Sub-accounts, savings pots, shared and joint ownership, and multi-currency balances, mirrored to your core ledger in real time. Open a new account type without opening a new account in the core.",
        icon: "wallet",
        points: [
          "Round-ups, sweeps and scheduled transfers driven by rules",
          "Role-based permissions for families, couples and teams",
        ],
      },
      {
        title: "Rewards",
        body: "Points, cashback, tiers and partner offers, funded and settled as proper ledger entries so finance can reconcile every reward. Campaigns are written as plain-language rules with budgets and end dates.",
        icon: "gift",
        points: [
          "Partner-funded offers with automatic settlement reporting",
          "Budget caps that pause a campaign before it overspends",
        ],
      },
      {
        title: "Treasury",
        body: "Cash positioning, liquidity sweeps, FX quotes with configurable margins and rate locks across entities and currencies. SME customers see one treasury view across accounts, even when they sit in different systems.",
        icon: "coins",
      },
      {
        title: "Compliance",
        body: "KYC and KYB, sanctions and PEP screening, transaction monitoring and consent management applied to every action by the orchestration fabric. Alerts arrive as cases with the evidence already attached.",
        icon: "shield-check",
        points: [
          "Screening providers of your choice, orchestrated side by side",
          "Immutable audit trail for every decision and override",
        ],
      },
      {
        title: "Lending",
        body: "Origination, decisioning, limits and repayment schedules for credit lines, instalment plans and small-business loans. Credit policy lives in versioned rules, so a change can be simulated on past applications before it is approved.",
        icon: "landmark",
      },
      {
        title: "Combined into product suites",
        body: "Family Banking uses Accounts and Rewards. Integrated Banking uses Accounts, Treasury, Lending and Compliance. Because every block shares the same foundation, combining them takes configuration, not integration work.",
        icon: "layers",
      },
    ],
  },
] satisfies PlatformPage[];

/** The ten smart building blocks, in the order of `buildingBlockNames`. */
export const buildingBlocks = [
  {
    name: "Smart Money",
    slug: "smart-money",
    icon: "wallet",
    description:
      "Sub-accounts, savings pots and spaces on top of the core ledger, with rule-driven sweeps, round-ups and scheduled transfers, so customers can organise money without the bank opening new core accounts.",
  },
  {
    name: "Smart Identity",
    slug: "smart-identity",
    icon: "lock",
    description:
      "Reusable KYC and KYB profiles, document and biometric checks orchestrated across the providers you choose, step-up authentication for risky actions and consent records that meet PSD2.",
  },
  {
    name: "Smart Cards",
    slug: "smart-cards",
    icon: "credit-card",
    description:
      "Virtual and physical card programmes with real-time authorisation controls by merchant category, country, amount and time of day, set by the bank or delegated to customers and parents.",
  },
  {
    name: "Smart Value",
    slug: "smart-value",
    icon: "gift",
    description:
      "Points, cashback and tiered rewards that are funded, accrued and settled as ledger entries, with campaigns written as plain-language rules and partner-funded offers reconciled automatically.",
  },
  {
    name: "Smart Treasury + FX",
    slug: "smart-treasury-fx",
    icon: "coins",
    description:
      "Multi-currency balances, FX quotes with configurable margins, rate locks and sweeps between entities, giving small and mid-sized businesses one treasury view across all their accounts.",
  },
  {
    name: "Smart Insights",
    slug: "smart-insights",
    icon: "chart-line",
    description:
      "Categorised transactions, cash-flow forecasts and cohort analytics streamed from the event log, shown to customers in your app and to your teams through dashboards and exports.",
  },
  {
    name: "Smart Sharing",
    slug: "smart-sharing",
    icon: "users",
    description:
      "Shared accounts and delegated access with role-based permissions for families, couples, carers and small-business teams, with every action attributed to a person in the audit trail.",
  },
  {
    name: "Smart Issuance",
    slug: "smart-issuance",
    icon: "rocket",
    description:
      "Define account, card and deposit products from templates, set pricing and eligibility rules, and publish them to your channels without waiting for a core release cycle.",
  },
  {
    name: "Smart Exchange",
    slug: "smart-exchange",
    icon: "network",
    description:
      "Move value between parties and networks: account-to-account payments over ISO 20022, point exchange between loyalty partners, and settlement reports your finance team can reconcile.",
  },
  {
    name: "Conversational Money",
    slug: "conversational-money",
    icon: "message-square",
    description:
      "A natural-language layer over accounts and payments: customers ask questions and make requests in chat or voice, and every instruction is checked against their permissions and limits first.",
  },
] satisfies BuildingBlock[];

/** The five capability blocks of the architecture diagram. */
export const capabilityBlocks = [
  {
    id: "accounts",
    name: "Accounts",
    description: "Multi-currency accounts, sub-accounts and shared ownership, mirrored to your core ledger in real time.",
  },
  {
    id: "rewards",
    name: "Rewards",
    description: "Points, cashback and tiered benefits, settled as ledger entries and governed by plain-language rules.",
  },
  {
    id: "treasury",
    name: "Treasury",
    description: "Cash positioning, sweeps, FX and liquidity rules across entities, currencies and accounts.",
  },
  {
    id: "compliance",
    name: "Compliance",
    description:
      "KYC, sanctions screening, transaction monitoring and audit trails applied to every action, not added afterwards.",
  },
  {
    id: "lending",
    name: "Lending",
    description: "Origination, decisioning, limits and repayments for credit lines, instalments and business loans.",
  },
] satisfies CapabilityBlock[];

/** The product suites of the architecture diagram and the capability blocks each one uses. */
export const diagramSuites = [
  { id: "family-banking", name: "Family Banking", blocks: ["accounts", "rewards"] },
  { id: "loyalty", name: "Loyalty 3.0", blocks: ["rewards", "accounts"] },
  { id: "dynamic-banking", name: "Dynamic Banking", blocks: ["accounts", "treasury", "compliance"] },
  { id: "integrated-banking", name: "Integrated Banking", blocks: ["accounts", "treasury", "lending", "compliance"] },
] satisfies DiagramSuite[];

/** The section of /platform/capabilities that lists the ten building blocks. */
export const buildingBlocksSection = {
  heading: "The ten building blocks",
  lead: "Each capability block is assembled from these smaller building blocks, which you can also call on their own through the platform's APIs.",
};
