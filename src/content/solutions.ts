import type { HomeSuiteCard } from "./schema.ts";

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
