import type { HomeProof } from "./schema.ts";
import { site } from "./site.ts";

/**
 * The proof on the home page. Every customer here is one the case studies (resources.ts) or the solutions' vignettes
 * (solutions.ts) already name, every number is a result a case study states (picked by index, never retyped), every
 * quote is a case study's own, and every security claim is one the platform pages (platform.ts) already make.
 * validate.ts checks the names and the references.
 */
export const homeProof = {
  customers: {
    label: `Banks and brands building on ${site.name}`,
    names: [
      { name: "Harbourline Bank", word: "Harbourline", type: "serif", shape: "circle" },
      { name: "Pennyrise", word: "pennyrise", type: "round", shape: "none" },
      { name: "Kestwick Commercial Bank", word: "Kestwick", type: "caps", shape: "diamond" },
      { name: "Oakmere Bank", word: "Oakmere", type: "mono", shape: "square" },
      { name: "Thistledown Outfitters", word: "Thistledown", type: "italic", shape: "none" },
      { name: "Saltmarsh Credit Union", word: "Saltmarsh", type: "caps", shape: "bar" },
    ],
  },
  results: {
    id: "results",
    heading: "Launched in weeks, measured in production",
    lead: "What three institutions tracked after going live, in their own words.",
    items: [
      { caseStudy: "harbourline-bank-family-banking", result: 0 },
      { caseStudy: "pennyrise-dynamic-banking", result: 0 },
      { caseStudy: "kestwick-commercial-sme-treasury", result: 1 },
    ],
    readMore: "Read the case study",
  },
  security: {
    id: "security",
    heading: "Security and compliance, stated plainly",
    lead: "What every tenant gets from day one, whichever products it launches.",
    claims: [
      {
        title: "Controls mapped to SOC 2 and ISO/IEC 27001",
        body: "Security controls organised against the requirements of both frameworks.",
      },
      { title: "Encrypted, with your keys", body: "In transit and at rest, with separate keys per tenant or your own keys." },
      { title: "Data in your region", body: "The United Kingdom, the European Union, the United States or Singapore." },
      { title: "Compliance in every flow", body: "KYC, sanctions screening and transaction monitoring no product can skip." },
      {
        title: "An immutable audit trail",
        body: "Every decision, with its rule version, for your second line and your regulator.",
      },
      { title: "PSD2 strong authentication", body: "Strong customer authentication and consent records built in." },
    ],
  },
} satisfies HomeProof;
