/**
 * The brand in one place: nothing else in the code spells the name, domain, contact address or copyright year.
 * `url` is the canonical origin; a build can override it with SITE_URL.
 */
export const site = {
  name: "Tessera",
  tagline: "Composable banking, block by block",
  url: "https://www.tessera.example",
  contactEmail: "hello@tessera.example",
  pressEmail: "press@tessera.example",
  privacyEmail: "privacy@tessera.example",
  careersEmail: "careers@tessera.example",
  legalName: "Tessera Technologies Ltd",
  address: "1 Finsbury Avenue, London EC2M 2PF, United Kingdom",
  postalAddress: { streetAddress: "1 Finsbury Avenue", addressLocality: "London", postalCode: "EC2M 2PF", addressCountry: "GB" },
  /** The year the site was first published; the footer runs it to the year of the build. */
  copyrightYear: 2025,
  ctaLabel: "Book a demo",
  defaultShareImage: "/og-image.jpg",
} as const;
