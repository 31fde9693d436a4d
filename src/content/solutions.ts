import type { HomeSuiteCard, Solution } from "./schema.ts";

/**
 * The nine product suites, in the order the solutions list, the menus and the demo form show them.
 * Every customer named in a vignette is fictional.
 */
export const solutions = [
  {
    slug: "family-banking",
    name: "Family Banking",
    icon: "users",
    subText: "Shared accounts, kids' cards, controls and permissions",
    oneLiner:
      "Give every household one place to bank together: shared accounts, cards for children and teenagers, and controls that parents set in plain language.",
    description:
      "Family Banking packages shared pots, dependant cards, allowances and parental permissions into one product you can brand and launch on your existing core. Parents set the rules, children learn with real money, and your bank wins the whole household instead of one account holder.",
    outcomes: [
      "Launch a family account product in 10 weeks on your existing core",
      "Issue cards to children from age 6, with spending limits and merchant blocks parents change in seconds",
      "Open a second and third account per household, not just one",
      "Meet age-verification and guardian-consent rules with checks built into onboarding",
    ],
    poweredByBlocks: ["Smart Money", "Smart Sharing", "Smart Cards", "Smart Identity", "Smart Value"],
    targetBuyers: ["Heads of retail product", "Digital banking leads", "Credit union product teams"],
    vignette: {
      title: "Larchfield Bank wins back the under-18s",
      body: 'Larchfield Bank, a regional lender with 1.2 million customers, was losing teenagers to app-only challengers. Using Family Banking on top of its 20-year-old core, it launched a household account with shared savings pots, teen debit cards and parent-set rules such as "no gaming merchants after 9pm". The product went live in 11 weeks. Within six months, 38,000 families had joined, each household held 2.7 Larchfield accounts on average, and 64% of parents moved their salary to the bank.',
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Family Banking: Shared Accounts and Kids' Cards",
      description:
        "Launch shared family accounts, cards for children and parental controls on your existing core in weeks, with consent and age checks built in.",
    },
  },
  {
    slug: "conversational-banking",
    name: "Conversational Banking",
    icon: "message-square",
    subText: "AI-powered banking journeys in natural language",
    oneLiner:
      "Let customers move money, dispute a payment or change a card limit by asking for it, with an AI agent that acts inside the guardrails you define.",
    description:
      "Conversational Banking turns everyday requests into completed journeys, not chatbot answers. The agent calls the same governed building blocks as your app, every action is checked against your rules before it runs, and new journeys are rehearsed in simulation before a single customer sees them.",
    outcomes: [
      "Resolve up to 60% of routine service requests end to end, without a hand-off to an agent",
      "Test every new journey against thousands of simulated conversations before release",
      "Keep a full audit trail of each request, decision and action the agent takes",
      "Add a new conversational journey in days by describing it, not coding it",
    ],
    poweredByBlocks: ["Conversational Money", "Smart Insights", "Smart Identity", "Smart Money"],
    targetBuyers: [],
    vignette: {
      title: "Tallis Bank answers the 2am card question",
      body: "Tallis Bank's contact centre took 40,000 calls a month about blocked cards, raised limits and missing refunds. It introduced Conversational Banking in its app, starting with eight journeys written as plain-language rules and tested against 25,000 simulated conversations. Three months after launch, 52% of those requests were completed in the chat with no human involved, average handling time fell from 9 minutes to 90 seconds, and complaints about card service dropped by a third.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Conversational Banking with Agentic AI",
      description:
        "AI-powered banking journeys in natural language: an agent that completes requests within your rules, tested in simulation before it goes live.",
    },
  },
  {
    slug: "integrated-banking",
    name: "Integrated Banking",
    icon: "layers",
    subText: "Everyday banking and wealth in one customer view",
    oneLiner:
      "Bring current accounts, savings, investments and lending together in one experience, so customers see their whole financial picture and act on it in one place.",
    description:
      "Integrated Banking joins the everyday account and the wealth portfolio that usually live in separate systems, apps and teams. Cash sweeps, portfolio-backed lending and a single net-worth view run on your existing core and custody platforms, connected through APIs rather than a migration.",
    outcomes: [
      "Show customers one net-worth view across banking, savings and investments",
      "Sweep idle cash into savings or money-market funds automatically, by rules customers set",
      "Offer credit secured against portfolios without rebuilding your lending stack",
      "Give relationship managers a single view of each client across banking and wealth",
    ],
    poweredByBlocks: ["Smart Money", "Smart Exchange", "Smart Treasury + FX", "Smart Insights"],
    targetBuyers: ["Heads of wealth and private banking", "Chief digital officers"],
    vignette: {
      title: "Fenwick & Hale closes the gap between bank and portfolio",
      body: "Fenwick & Hale Private Bank ran its current accounts and its investment platform as two businesses with two apps. With Integrated Banking, it connected both over APIs in 14 weeks and launched a single client view with automatic cash sweeps above a balance each client chooses. In the first year, £410 million of idle cash moved into managed products, and clients using the combined app held 1.8 more products than those who did not.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Integrated Banking and Wealth in One View",
      description:
        "Unify everyday banking, savings, investments and portfolio lending in one client experience, built over your existing core and custody systems.",
    },
  },
  {
    slug: "loyalty-rewards-3",
    name: "Loyalty & Rewards 3.0",
    icon: "gift",
    subText: "Programmable loyalty for merchants and brands",
    oneLiner:
      "Run points, cashback, tiers and partner offers as one programmable loyalty engine, with rewards that can carry real monetary value.",
    description:
      "Loyalty & Rewards 3.0 gives merchants and brands a loyalty programme they can change as fast as their promotions. Earn and burn rules are written in plain language, rewards can be issued as stored value or cashback, and partners join through APIs rather than bespoke projects.",
    outcomes: [
      "Launch a new earn or burn rule in an afternoon instead of a release cycle",
      "Let members spend rewards as stored value at your stores and partner merchants",
      "See the cost and uplift of every campaign in one dashboard",
      "Add a co-brand or partner merchant through a standard API in under a month",
    ],
    poweredByBlocks: ["Smart Value", "Smart Issuance", "Smart Exchange", "Smart Insights"],
    targetBuyers: ["Heads of loyalty and CRM", "Chief marketing officers", "E-commerce directors"],
    vignette: {
      title: "Corvid Outdoor turns points into a wallet",
      body: "Corvid Outdoor, a chain of 140 outdoor-equipment stores, had a points scheme that members forgot about. With Loyalty & Rewards 3.0 it replaced points with a stored-value wallet that earns 5% back, doubles at weekends on chosen ranges, and can be spent at two partner campsite operators. The new programme launched in nine weeks. Active members rose from 210,000 to 540,000 within a year and members spent 23% more per visit than non-members.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Loyalty & Rewards 3.0 for Merchants and Brands",
      description:
        "Programmable points, cashback, tiers and partner rewards for merchants and brands, with rules in plain language and stored value built in.",
    },
  },
  {
    slug: "reg-risk",
    name: "Reg & Risk 3.0",
    icon: "shield-check",
    subText: "Continuous Reg W and Reg U oversight",
    oneLiner:
      "Monitor affiliate transactions under Regulation W and securities-backed credit under Regulation U continuously, instead of reconstructing them at quarter end.",
    description:
      "Reg & Risk 3.0 reads transactions as they happen and tests them against Federal Reserve Regulation W and Regulation U. Affiliate exposures are measured against capital limits, margin loans against maximum loan values, and every exception reaches the right team with the evidence an examiner will ask for.",
    outcomes: [
      "Track covered transactions against the 10% single-affiliate and 20% aggregate limits every day",
      "Flag purpose credit secured by margin stock before it exceeds maximum loan value",
      "Cut preparation for a regulatory examination from weeks to days",
      "Keep FR U-1 purpose statements and their evidence in one searchable record",
    ],
    poweredByBlocks: ["Smart Insights", "Smart Identity", "Smart Exchange"],
    targetBuyers: ["Chief risk officers", "Chief compliance officers", "Heads of regulatory reporting"],
    vignette: {
      title: "Quarry Hill Bancorp moves from quarterly to daily",
      body: "Quarry Hill Bancorp, a US bank holding company with $18 billion in assets and six affiliates, tracked Regulation W exposures in spreadsheets assembled each quarter. Reg & Risk 3.0 connected to its general ledger and loan systems in 12 weeks. Affiliate exposures are now recalculated every night, two lending desks receive alerts before a loan would breach Regulation U limits, and the team prepared its last examination in 6 days instead of 5 weeks.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Reg & Risk 3.0: Regulation W and U Monitoring",
      description:
        "Continuous oversight of Regulation W affiliate transactions and Regulation U margin lending, with alerts and examiner-ready evidence.",
    },
  },
  {
    slug: "smart-rewards",
    name: "Smart Rewards",
    icon: "sparkles",
    subText: "Loyalty programmes built for banks",
    oneLiner:
      "Reward the behaviour your bank values, from card spend and direct debits to saving streaks, with a loyalty programme you configure rather than commission.",
    description:
      "Smart Rewards lets banks run card-linked offers, cashback and personalised goals from one rules engine connected to their existing card and account systems. Product teams change a reward in plain language, finance sees its cost before it goes live, and customers see rewards inside the app they already use.",
    outcomes: [
      "Launch card-linked cashback and offers in 8 weeks without changing your card processor",
      "Reward saving habits, salary switches and digital adoption, not only spend",
      "Forecast the cost of each reward before it goes live",
      "Lift active card usage with offers personalised from transaction data",
    ],
    poweredByBlocks: ["Smart Value", "Smart Cards", "Smart Insights"],
    targetBuyers: [],
    vignette: {
      title: "Saltmarsh Credit Union rewards the habit, not the swipe",
      body: "Saltmarsh Credit Union wanted members to save regularly, not just spend more. With Smart Rewards it launched a programme that pays a bonus after three straight months of saving and cashback at 300 local businesses. The programme went live in eight weeks alongside its existing card processor. In the first year, members with a regular saving habit rose from 18% to 31%, and debit card usage grew by 17%.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Smart Rewards: Bank Loyalty Programmes",
      description:
        "Card-linked offers, cashback and saving rewards for banks and credit unions, configured in plain language and live on your card stack in weeks.",
    },
  },
  {
    slug: "embedded-finance",
    name: "Embedded Finance",
    icon: "plug",
    subText: "Financial products inside non-bank brands and platforms",
    oneLiner:
      "Put accounts, cards and payments inside the brands and platforms your customers already use, with your bank behind them and compliance built in.",
    description:
      "Embedded Finance lets a bank offer its regulated products through partners, and lets a brand or platform offer financial services without becoming a bank. Partners integrate through APIs and ready-made components, while the bank keeps control of onboarding, limits and oversight for every programme.",
    outcomes: [
      "Take a new partner from signed contract to live programme in 12 weeks",
      "Run dozens of branded programmes on one set of controls and reports",
      "Give partners APIs and components, and keep identity checks and limits with the bank",
      "Earn interchange and deposit revenue from customers who never visit a branch",
    ],
    poweredByBlocks: ["Smart Issuance", "Smart Money", "Smart Cards", "Smart Identity"],
    targetBuyers: [],
    vignette: {
      title: "Cobalt Street Bank powers a marketplace wallet",
      body: "Cobalt Street Bank wanted deposits from customers outside its footprint. Using Embedded Finance, it built a seller wallet and debit card for Harlow Market, an online marketplace with 90,000 independent sellers. Sellers are onboarded in the marketplace's own app, while identity checks and limits stay with the bank. The programme went live in 13 weeks, 41,000 sellers opened wallets in the first nine months, and the bank gained $220 million in new deposits.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Embedded Finance for Banks and Brands",
      description:
        "Offer accounts, cards and payments inside partner brands and platforms, with the bank keeping control of onboarding, limits and oversight.",
    },
  },
  {
    slug: "dynamic-banking",
    name: "Dynamic Banking",
    icon: "workflow",
    subText: "Subaccounts and rules that move money automatically",
    oneLiner:
      "Let customers split one account into purpose-built subaccounts and move money between them with rules they write in plain language.",
    description:
      "Dynamic Banking turns a single account into a set of subaccounts for bills, goals, taxes or projects, each with its own card and rules. Round-ups, salary splits and spending caps run automatically, on top of the core ledger you already have.",
    outcomes: [
      "Offer unlimited subaccounts per customer without opening new accounts on your core",
      'Let customers set rules such as "move 20% of salary to savings on payday" in plain language',
      "Attach a virtual card to any subaccount, with its own limits",
      "Launch a rules-based current account in 10 weeks",
    ],
    poweredByBlocks: ["Smart Money", "Smart Cards", "Smart Sharing", "Smart Insights"],
    targetBuyers: ["Heads of current accounts", "Digital product owners"],
    vignette: {
      title: "Oakmere Bank gives every pound a job",
      body: "Oakmere Bank's customers kept their savings elsewhere because its current account could not separate bills from spending money. Dynamic Banking added subaccounts and plain-language rules on top of the existing core in 10 weeks. Customers created 1.4 million subaccounts in the first year, the most popular rule being \"keep bills topped up to next month's total\", and balances held with the bank rose by 19%.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "Dynamic Banking: Subaccounts and Money Rules",
      description:
        "Add subaccounts, virtual cards and plain-language money rules to your current account, on your existing core, in about ten weeks.",
    },
  },
  {
    slug: "sme-treasury-fx",
    name: "SME Treasury & FX",
    icon: "globe",
    subText: "Cash management, multi-currency and FX for SMEs",
    oneLiner:
      "Give small and mid-sized businesses multi-currency accounts, FX and cash-management tools that used to be reserved for large corporates.",
    description:
      "SME Treasury & FX adds multi-currency accounts, scheduled and rule-based FX, cash pooling and forecasting to your business banking offer. Businesses see every balance in one place and set treasury rules without a treasury team, while you earn on FX and keep deposits in-house.",
    outcomes: [
      "Open accounts in up to 30 currencies for a business in minutes",
      "Let businesses schedule or automate FX conversions at rates you control",
      "Sweep balances across entities and currencies by rules the business sets",
      "Forecast cash positions 13 weeks ahead from real account and invoice data",
    ],
    poweredByBlocks: ["Smart Treasury + FX", "Smart Money", "Smart Insights", "Smart Identity"],
    targetBuyers: ["Heads of business banking", "Heads of transaction banking"],
    vignette: {
      title: "Brackwater Commercial Bank keeps exporters at home",
      body: "Brackwater Commercial Bank was losing SME exporters to specialist payment firms for their foreign-currency needs. With SME Treasury & FX it offered accounts in 12 currencies, FX conversions that run automatically when an invoice is paid, and a 13-week cash forecast. The launch took 12 weeks. Within a year, 4,300 business clients had opened multi-currency accounts and FX revenue from the SME book grew by 46%.",
    },
    primaryCTA: "Book a demo",
    seo: {
      title: "SME Treasury & FX: Multi-Currency Cash Management",
      description:
        "Multi-currency accounts, rule-based FX, cash pooling and forecasting for small and mid-sized businesses, delivered on your business bank.",
    },
  },
] satisfies Solution[];

/** The eight cards of the home page's product suites grid, in display order. */
export const homeSuiteCards = [
  {
    slug: "family-banking",
    name: "Family Banking",
    icon: "users",
    highlight: "Most popular",
    description:
      "Shared accounts, kids' cards, controls and permissions. One product for the whole household, launched on your existing core.",
    colour: "teal",
  },
  {
    slug: "conversational-banking",
    name: "Conversational Banking",
    icon: "message-square",
    highlight: "AI-native",
    description: "AI-powered journeys via natural language. Customers ask, and an agent completes the request within your rules.",
    colour: "indigo",
  },
  {
    slug: "integrated-banking",
    name: "Integrated Wealth Banking",
    icon: "layers",
    highlight: "Wealth",
    description:
      "Everyday banking and wealth unified: one client view across accounts, savings, investments and portfolio lending.",
    colour: "sky",
  },
  {
    slug: "loyalty-rewards-3",
    name: "3.0 Loyalty & Rewards",
    icon: "gift",
    highlight: "For merchants",
    description:
      "Programmable loyalty for merchants and brands: points, cashback, tiers and partner rewards with real stored value.",
    colour: "amber",
  },
  {
    slug: "reg-risk",
    name: "3.0 Reg & Risk",
    icon: "shield-check",
    highlight: "Compliance",
    description: "Reg W and Reg U oversight, every day rather than every quarter, with alerts and examiner-ready evidence.",
    colour: "rose",
  },
  {
    slug: "smart-rewards",
    name: "Bank Loyalty Programs",
    icon: "sparkles",
    highlight: "For banks",
    description: "Card-linked offers, cashback and saving rewards that bank product teams configure in plain language.",
    colour: "violet",
  },
  {
    slug: "embedded-finance",
    name: "Embedded Finance",
    icon: "plug",
    highlight: "New",
    description:
      "Accounts, cards and payments inside partner brands and platforms, with the bank keeping control of every programme.",
    colour: "emerald",
  },
  {
    slug: "dynamic-banking",
    name: "Dynamic Bank Products",
    icon: "workflow",
    highlight: "Rules engine",
    description:
      "Subaccounts and rules: customers split one account into goals, bills and budgets that move money automatically.",
    colour: "orange",
  },
] satisfies HomeSuiteCard[];
