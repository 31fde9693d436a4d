import type { CaseStudy, Release } from "./schema.ts";

/** Case studies of fictional customers. */
export const caseStudies = [
  {
    slug: "harbourline-bank-family-banking",
    customer: "Harbourline Bank",
    industry: "retail-banks",
    title: "Harbourline Bank launches family banking in ten weeks on a 30-year-old core",
    challenge:
      "Harbourline, a regional retail bank with 1.2 million customers, was losing young families to app-only banks. Its core could not hold sub-accounts or delegated permissions, and the vendor's roadmap put both more than two years away.",
    approach:
      "The bank connected its core through a pre-built adapter and launched the Family Banking suite on the Accounts and Rewards blocks. Parents set spending rules for children's cards in plain language, and every rule change was simulated against six months of card data before release.",
    results: [
      { figure: "10 wks", label: "from contract to first live families" },
      { figure: "38%", label: "of new family accounts opened by existing customers' children" },
      { figure: "0", label: "changes to the core banking system" },
    ],
    solutions: ["family-banking", "smart-rewards"],
    quote:
      "Our core could not hold sub-accounts, and the vendor put them two years out. We had our first families live in ten weeks, without a single change to the core.",
  },
  {
    slug: "pennyrise-dynamic-banking",
    customer: "Pennyrise",
    industry: "digital-challenger-banks",
    title: "Pennyrise turns a single current account into a product customers shape themselves",
    challenge:
      "Pennyrise had grown quickly with one current account, but every new feature needed a sprint and a release. Customers asked for savings pots, bill spaces and spending limits faster than the team could ship them.",
    approach:
      "Pennyrise adopted Dynamic Banking to give customers rule-driven sub-accounts, then added Conversational Banking so customers could set up a pot or a limit by typing what they wanted. Guardrails kept every request inside the customer's permissions.",
    results: [
      { figure: "2.4x", label: "average balances held with the bank after six months" },
      { figure: "61%", label: "of active customers using at least one rule" },
      { figure: "3 days", label: "median time to launch a new account feature" },
    ],
    solutions: ["dynamic-banking", "conversational-banking"],
    quote:
      "Customers used to wait for our next sprint. Now they set up a pot or a limit by typing what they want, and the guardrails keep every request inside their permissions.",
  },
  {
    slug: "kestwick-commercial-sme-treasury",
    customer: "Kestwick Commercial Bank",
    industry: "sme-commercial-banks",
    title: "Kestwick Commercial Bank gives small exporters one view of cash and currency",
    challenge:
      "Kestwick's SME customers held accounts in four currencies across two legacy systems and booked FX by phone. Relationship managers spent hours each week answering balance questions that a dashboard should have answered.",
    approach:
      "The bank layered the SME Treasury + FX suite over both systems, using ISO 20022 statements to build a single multi-currency position. Customers now book FX at quoted rates within limits set by credit policy, and sweeps run on rules they set themselves.",
    results: [
      { figure: "27%", label: "growth in FX volume from existing SME customers" },
      { figure: "45%", label: "fewer balance and payment enquiries to relationship managers" },
      { figure: "14 wks", label: "from kick-off to general availability" },
    ],
    solutions: ["sme-treasury-fx", "integrated-banking"],
    quote:
      "Our exporters see every currency in one place and book FX within the limits credit policy sets. Our relationship managers spend their time on advice, not on balance questions.",
  },
  {
    slug: "thistledown-outfitters-loyalty",
    customer: "Thistledown Outfitters",
    industry: "merchants-brands",
    title: "Thistledown Outfitters replaces a points card with rewards customers can spend anywhere",
    challenge:
      "Thistledown, an outdoor clothing retailer with 140 shops, ran a points scheme that few customers understood and finance could not reconcile. Points sat unredeemed on the balance sheet while repeat purchases declined.",
    approach:
      "Thistledown launched Loyalty 3.0 with an embedded, bank-issued payment card. Rewards are settled as ledger entries, partner brands fund their own offers, and the marketing team tests new campaigns in simulation before spending any budget.",
    results: [
      { figure: "19%", label: "increase in repeat purchase rate within a year" },
      { figure: "3.1x", label: "more rewards redeemed than under the old scheme" },
      { figure: "100%", label: "of rewards reconciled automatically each month" },
    ],
    solutions: ["loyalty-rewards-3", "embedded-finance"],
  },
] satisfies CaseStudy[];

/** Product latest: release notes, newest first. */
export const releases = [
  {
    date: "2025-11-04",
    title: "Simulation now replays up to 24 months of history",
    body: "Rule and pricing simulations can now replay up to 24 months of events from the orchestration log, up from six. Results break down by customer segment, and you can export a signed report for pricing and model risk committees.",
    tags: ["AI+Simulation", "Rules"],
  },
  {
    date: "2025-09-23",
    title: "Approval queues for agent actions",
    body: "Every action an AI agent proposes that moves money, changes a limit or alters what a customer sees now goes to an approval queue. Set thresholds for one or two approvers, review the simulation result beside the proposal, and approve from the console or your ticketing tool.",
    tags: ["AI+Simulation", "Governance"],
  },
  {
    date: "2025-08-12",
    title: "ISO 20022 statements and payments in Smart Exchange",
    body: "Smart Exchange now reads camt.053 statements and sends pacs.008 and pain.001 messages natively. Built-in mappers translate MT940 and MT103 for banks still running legacy formats, so you can move rails at your own pace.",
    tags: ["Integration", "Payments"],
  },
  {
    date: "2025-06-17",
    title: "Singapore region and customer-managed encryption keys",
    body: "Tenants can now be hosted in our Singapore region, joining the United Kingdom, European Union and United States. Every region supports customer-managed keys through your cloud key management service, with key rotation recorded in the audit trail.",
    tags: ["Orchestration", "Security"],
  },
  {
    date: "2025-05-06",
    title: "Side-by-side diff and rollback for plain-language rules",
    body: "The rule editor shows every change as a side-by-side diff of both the plain-language text and the compiled policy. Any published version can be restored in one step, and the rollback is recorded with the person who made it.",
    tags: ["Rules", "Compliance"],
  },
  {
    date: "2025-03-25",
    title: "Adapter SDK and shadow mode for core integrations",
    body: "Build your own core banking adapter against a published contract and test suite with the new adapter SDK. Shadow mode runs a new product alongside your existing process and compares outcomes before any customer is moved across.",
    tags: ["Integration", "Developers"],
  },
] satisfies Release[];
