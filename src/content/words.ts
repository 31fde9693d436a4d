import { roles } from "./roles.ts";

/**
 * A field's name in words, as the editor labels it and the build's errors name it: "oneLiner" → "One-line summary",
 * "targetBuyers" → "Target buyers".
 */
export function words(key: string): string {
  const known: Record<string, string> = {
    seo: "Search and sharing",
    order: "Position",
    cta: "Call to action",
    solutionsCta: "Band at the end of solution pages",
    industryCta: "Band at the end of industry pages",
    platformCta: "Band at the end of platform pages",
    id: "Anchor (for links to this section)",
    href: "Link address",
    subText: "Line under the name",
    oneLiner: "One-line summary",
    imageAlt: "Picture description (for screen readers)",
    cover: "Cover picture",
    coverAlt: "Cover picture's alt text (what it shows)",
    eyebrow: "Small line above the heading",
    lead: "Introduction",
    bio: "Biography",
    vignette: "Customer story",
    story: "Proof",
    quoteBy: "Quoted by",
    quoteRole: "Title of the person quoted",
    caseStudiesCta: "Band at the end of the case studies",
    subProcessors: "Sub-processors",
    notSent: "Form not sent (without JavaScript)",
    sent: "Form sent (without JavaScript)",
    a11y: "Screen readers and keyboards",
    consent: "Cookie banner",
    honeypot: "Hidden field (against bots)",
    aliases: "Old addresses",
    listsBuildingBlocks: "Show the building blocks",
    visual: "Product picture",
    visuals: "Product pictures",
    bar: "Title bar",
    meta: "Footnote",
    toggle: "Switch",
    kind: "Line beside the name",
    spareHeading: "Heading of the blocks ready to add",
    estate: "The bank's systems",
    estateHeading: "Heading of the bank's systems",
    compiled: "Compiled policy",
    monthly: "Flagged payments per month",
    // The roles of the demo form, as the sales e-mail names them.
    ...Object.fromEntries(roles.map((role) => [role.value, role.label])),
  };
  if (known[key]) return known[key];
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
