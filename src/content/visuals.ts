import type { FabricVisualCopy, RulesEditorCopy, SimulationCopy, SuiteVisualCopy } from "./schema.ts";
import { site } from "./site.ts";

/**
 * The words inside the product pictures (src/components/visuals/). The rule and its simulation are one example
 * told twice: the figures are illustrative, and the simulation says so.
 */
export const rulesEditor = {
  description: "The rules editor: a rule written in plain language, compiled into a versioned policy and switched on",
  bar: { section: "Rules", title: "Card payments abroad", status: "Live" },
  heading: "Rule, in plain language",
  rule: "When a [card payment] over [€500] happens [abroad], {ask the customer to confirm in the app}",
  compiledHeading: "Compiled policy",
  compiled: [
    ["ON", "card.payment"],
    ["IF", "amount > 500.00 EUR"],
    ["AND", "country ≠ home_country"],
    ["THEN", "confirm_in_app(customer)"],
  ],
  meta: "Version 3 · Owner: Card risk",
  toggle: "Active",
} satisfies RulesEditorCopy;

export const simulation = {
  description: "A simulation of that rule replayed against past card payments, waiting for approval",
  bar: { section: "Simulations", title: "Card payments abroad", status: "Awaiting approval" },
  monthly: [36, 39, 42, 45, 54, 66, 77, 72, 50, 44, 42, 60, 35, 39, 41, 45, 52, 65, 75, 71, 49, 43, 41, 57],
  flagged: "payments flagged",
  falseAlarms: { value: "3%", label: "of them false alarms" },
  months: "months of history replayed",
  chart: { start: "Two years ago", end: "Last month" },
  approval: "Risk approval: 1 of 2",
  action: "Approve",
  note: "Illustrative figures",
} satisfies SimulationCopy;

export const suiteVisual = {
  description: "A product suite assembled from building blocks, running on the orchestration fabric",
  suite: "family-banking",
  kind: "Product suite",
  spare: ["Smart Insights", "Conversational Money"],
  spareHeading: "Add a block",
  fabric: "Runs on the orchestration fabric",
} satisfies SuiteVisualCopy;

export const fabricVisual = {
  description: "The orchestration fabric between the bank's channels above and its core and partners below",
  channelsHeading: "Your channels",
  channels: [
    { name: "Mobile app", icon: "smartphone" },
    { name: "Online banking", icon: "globe" },
    { name: "Branches", icon: "building" },
    { name: "Partner APIs", icon: "plug" },
  ],
  fabric: {
    name: `${site.name} orchestration fabric`,
    detail: "Events, workflows and idempotent APIs",
    events: ["card.authorised", "rule.decided", "posting.created"],
  },
  estateHeading: "Your core and partners",
  estate: [
    { name: "Core banking", icon: "landmark" },
    { name: "Cards", icon: "credit-card" },
    { name: "Payments", icon: "network" },
    { name: "Data", icon: "database" },
    { name: "Identity", icon: "lock" },
  ],
} satisfies FabricVisualCopy;
