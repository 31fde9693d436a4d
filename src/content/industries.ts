import type { Industry } from "./schema.ts";
import { site } from "./site.ts";

/**
 * The six industries; their slugs drive /industries/{slug}. `aliases` are the navigation's
 * older slugs, kept as permanent redirects (DESIGN.md §4).
 */
export const industries = [
  {
    slug: "retail-banks",
    name: "Retail Banks",
    icon: "landmark",
    group: "banks",
    subText: "New products for every customer, without replacing the core",
    page: {
      title: "Composable Banking Platform for Retail Banks",
      description: `Retail banks use ${site.name} to launch family, rewards and rules-based accounts in weeks, layered on the core banking system they already run.`,
      heading: "Launch the products your customers ask for, on the core you already run",
      lead: `Retail banks compete with app-only challengers on speed and with big tech on experience, while running systems built decades ago. ${site.name} layers programmable products over your existing core, so your teams can ship a family account, a rewards programme or a smarter current account in weeks, and keep the ledger, licences and controls you trust.`,
    },
    challenges: [
      {
        title: "Product launches that take years",
        body: `Every new product means changes to the core, a long vendor queue and a multi-year programme. By the time it ships, the market has moved. ${site.name}'s building blocks sit above the core, so a new product is configuration and APIs rather than a migration.`,
        icon: "rocket",
        points: ["Go live in weeks on your existing core", "Reuse the same blocks for every new product"],
      },
      {
        title: "Customers drifting to challengers",
        body: "Younger customers open their first account with an app, and families split their money across providers. Family Banking and Dynamic Banking give them shared accounts, subaccounts and controls that make your bank the place the whole household banks.",
        icon: "users",
      },
      {
        title: "Compliance added after the fact",
        body: `When controls are bolted on at the end of a project, launches slip and audits become painful. On ${site.name}, limits, consent and age checks are rules inside each product, and every action leaves an audit trail from day one.`,
        icon: "shield-check",
      },
      {
        title: "Loyalty that costs more than it earns",
        body: "Traditional card rewards reward spend you would have had anyway. Smart Rewards lets you reward saving, salary switches and digital adoption, and shows the cost of every reward before it goes live.",
        icon: "gift",
      },
    ],
    solutions: ["family-banking", "dynamic-banking", "smart-rewards", "conversational-banking", "integrated-banking"],
    aliases: ["retail-banking"],
  },
  {
    slug: "wealth-asset-managers",
    name: "Wealth & Asset Managers",
    icon: "chart-line",
    group: "banks",
    subText: "One client view across banking, investments and lending",
    page: {
      title: "Wealth and Asset Management Banking Technology",
      description: `Wealth and asset managers use ${site.name} to join everyday banking and portfolios in one client view, with cash sweeps and securities-backed lending.`,
      heading: "Give every client one view of their money, from current account to portfolio",
      lead: `Clients expect their wealth manager to see their whole financial life, yet banking, custody and lending usually sit in separate systems. ${site.name} connects them through APIs, so you can offer cash sweeps, portfolio-backed credit and a single net-worth view without rebuilding your platforms, and keep Regulation U obligations under continuous watch.`,
    },
    challenges: [
      {
        title: "Banking and wealth on separate islands",
        body: "Clients log in to one app for their accounts and another for their investments, and relationship managers piece the picture together by hand. Integrated Banking joins both in one view and one set of journeys.",
        icon: "layers",
        points: ["One net-worth view across accounts and portfolios", "A single client record for relationship managers"],
      },
      {
        title: "Idle cash earning nothing",
        body: "Large balances sit in current accounts because moving them takes a phone call. Rule-based sweeps move cash above a threshold into savings or money-market funds automatically, and back again when the client needs it.",
        icon: "coins",
      },
      {
        title: "Securities-backed lending under scrutiny",
        body: "Lending against portfolios brings Regulation U purpose statements and maximum loan values that are easy to breach as markets move. Reg & Risk 3.0 checks every margin loan continuously and alerts the desk before a limit is crossed.",
        icon: "scale",
      },
      {
        title: "Digital expectations of a younger generation",
        body: "Heirs and younger clients judge their wealth manager by its app. Conversational Banking lets them ask about positions, move cash or request a call in plain language, with every action kept within your mandate rules.",
        icon: "message-square",
      },
    ],
    solutions: ["integrated-banking", "reg-risk", "conversational-banking", "family-banking"],
    aliases: ["wealth-management"],
  },
  {
    slug: "digital-challenger-banks",
    name: "Digital & Challenger Banks",
    icon: "rocket",
    group: "fintechs",
    subText: "Ship new features at start-up speed with bank-grade controls",
    page: {
      title: "Banking Infrastructure for Digital and Challenger Banks",
      description: `Digital and challenger banks build on ${site.name}'s programmable blocks to ship subaccounts, rewards and AI journeys faster, with compliance built in.`,
      heading: "Keep shipping at start-up speed as your bank grows up",
      lead: `Challengers won customers by moving fast. Growth brings more products, more markets and more regulatory attention, and the custom code that got you here starts to slow you down. ${site.name} gives your engineers programmable blocks with rules, guardrails and audit built in, so each new feature is assembled rather than rebuilt.`,
    },
    challenges: [
      {
        title: "Custom code that slows every release",
        body: `Features built quickly for launch become the hardest parts of the stack to change. ${site.name}'s blocks replace one-off services with tested, versioned components your team configures through APIs.`,
        icon: "puzzle",
      },
      {
        title: "Revenue beyond interchange",
        body: "Interchange alone rarely pays for growth. Embedded Finance lets you offer your accounts and cards through partner brands, and Smart Rewards turns engagement into deposits and subscriptions.",
        icon: "coins",
        points: ["Launch partner programmes on one set of controls", "Reward the behaviour that drives deposits"],
      },
      {
        title: "Regulators expecting bank-grade controls",
        body: `As you scale, supervisors expect the same evidence as an incumbent. Every rule, limit and agent action on ${site.name} is logged and explainable, so audits draw on records you already have.`,
        icon: "shield-check",
      },
      {
        title: "Standing out in a crowded app store",
        body: "Most challenger apps now look alike. Dynamic Banking and Conversational Banking let customers shape their account with their own rules and run it by asking, which is hard for competitors to copy quickly.",
        icon: "sparkles",
      },
    ],
    solutions: ["dynamic-banking", "conversational-banking", "embedded-finance", "smart-rewards", "family-banking"],
    aliases: ["fintech"],
  },
  {
    slug: "sme-commercial-banks",
    name: "SME & Commercial Banks",
    icon: "building-2",
    group: "smes",
    subText: "Treasury, FX and cash management for growing businesses",
    page: {
      title: "SME and Commercial Banking Platform",
      description: `SME and commercial banks use ${site.name} to offer multi-currency accounts, rule-based FX and cash forecasting to business clients in weeks.`,
      heading: "Give growing businesses the treasury tools large corporates take for granted",
      lead: `Small and mid-sized businesses trade across borders, manage several entities and plan cash weekly, yet most business banking offers them little more than a current account. ${site.name} adds multi-currency accounts, FX, cash pooling and forecasting on top of your existing systems, so you keep the relationship and the revenue.`,
    },
    challenges: [
      {
        title: "Business clients leaving for specialist FX providers",
        body: "When a business starts trading abroad, it often opens an account with a payments specialist and moves its balances with it. SME Treasury & FX keeps multi-currency accounts and conversions inside your bank.",
        icon: "globe",
      },
      {
        title: "Cash management built only for corporates",
        body: `Sweeping, pooling and forecasting usually require a treasury system and a treasury team. ${site.name} turns them into rules a finance manager sets in plain language, such as "keep £50,000 in the operating account and sweep the rest".`,
        icon: "workflow",
        points: ["Rule-based sweeps across entities and currencies", "A 13-week cash forecast from real account data"],
      },
      {
        title: "Onboarding that takes weeks",
        body: `Business onboarding stalls on document collection and manual checks of directors and owners. ${site.name}'s identity block runs checks through your chosen providers and shows the client exactly what is still outstanding.`,
        icon: "briefcase",
      },
      {
        title: "Spend control for teams",
        body: "Businesses want cards for staff without losing control of spending. Dynamic Banking gives each team or project a subaccount and card with its own limits and approvals.",
        icon: "credit-card",
      },
    ],
    solutions: ["sme-treasury-fx", "dynamic-banking", "embedded-finance", "reg-risk"],
    aliases: ["sme-banking", "corporate-banking"],
  },
  {
    slug: "merchants-brands",
    name: "Merchants & Brands",
    icon: "store",
    group: "merchants",
    subText: "Loyalty, wallets and financial products under your own brand",
    page: {
      title: "Loyalty and Embedded Finance for Merchants and Brands",
      description: `Merchants and brands use ${site.name} to run programmable loyalty, stored-value wallets and branded cards, with a partner bank behind every programme.`,
      heading: "Turn your customers' loyalty into a relationship they use every day",
      lead: `Points schemes are easy to join and easy to forget. ${site.name} lets merchants and brands run loyalty with real monetary value, branded wallets and cards, and partner rewards, all changed as fast as your promotions, with a regulated bank partner handling the parts that need a licence.`,
    },
    challenges: [
      {
        title: "Points nobody remembers",
        body: "Most loyalty members are inactive within a year because points feel worthless. Loyalty & Rewards 3.0 replaces them with cashback and stored value members can spend, and tiers that reward what matters to your business.",
        icon: "gift",
      },
      {
        title: "Promotions stuck in the release queue",
        body: `Changing an earn rule or adding a weekend offer often needs a vendor change request. On ${site.name}, marketing teams write rules in plain language and preview their cost before they go live.`,
        icon: "zap",
      },
      {
        title: "Financial products without becoming a bank",
        body: "A branded wallet or card deepens the relationship, but a banking licence is out of reach. Embedded Finance connects you to a partner bank through APIs, with onboarding, limits and oversight handled for you.",
        icon: "wallet",
        points: ["Branded wallets and cards backed by a regulated partner", "Identity checks and limits kept with the bank"],
      },
    ],
    solutions: ["loyalty-rewards-3", "embedded-finance", "conversational-banking"],
    aliases: [],
  },
  {
    slug: "ecosystems-communities",
    name: "Ecosystems & Communities",
    icon: "network",
    group: "merchants",
    subText: "Shared wallets and rewards for marketplaces and member networks",
    page: {
      title: "Financial Services for Ecosystems and Communities",
      description: `Marketplaces, associations and member networks use ${site.name} to offer wallets, shared rewards and payments that keep value inside their community.`,
      heading: "Keep value circulating inside your community",
      lead: `Marketplaces, membership organisations, sports clubs and local networks bring people together, but their money flows out through someone else's payment rails. ${site.name} lets an ecosystem offer members wallets, shared rewards that can be spent with other members, and group accounts, backed by a partner bank and governed by rules the community can read.`,
    },
    challenges: [
      {
        title: "Value leaking out of the ecosystem",
        body: "Sellers are paid out to outside accounts and members spend their rewards elsewhere. Wallets and stored value keep earnings and rewards inside the network, where they can be spent with other members.",
        icon: "network",
      },
      {
        title: "Rewards that only one partner honours",
        body: "Coalition schemes stall when every partner needs its own integration. Loyalty & Rewards 3.0 connects partners through one API and settles rewards between them automatically.",
        icon: "handshake",
        points: ["One rewards currency across all partners", "Automatic settlement between partners"],
      },
      {
        title: "Shared money managed by spreadsheet",
        body: "Clubs, co-operatives and groups collect and spend money together, usually through one volunteer's personal account. Shared accounts with permissions and approvals make group money transparent to every member.",
        icon: "heart-handshake",
      },
    ],
    solutions: ["embedded-finance", "loyalty-rewards-3", "family-banking", "smart-rewards"],
    aliases: [],
  },
] satisfies Industry[];
