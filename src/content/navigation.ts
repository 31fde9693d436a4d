import { readSingleton } from "./files.ts";
import { industries } from "./industries.ts";
import { platformOverview, platformPages } from "./platform.ts";
import { navigationCopy } from "./schema.ts";
import { site } from "./site.ts";
import { solutions } from "./solutions.ts";

/**
 * The top navigation and the footer, rendered at build time (src/layouts/site-layout.astro): the solutions, industries
 * and platform pages list themselves; the other items come from navigation.yaml.
 */
export type NavLink = { name: string; href: string; subText?: string };
const copy = readSingleton("navigation", navigationCopy);
export type NavSection = {
  name: "Solutions" | "Industries" | "Platform" | "Resources" | "Company";
  /** The section's landing page, offered as "All {name}" in the mobile menu. */
  href: string;
  variant: "mega" | "list";
  /** The extra link at the head or foot of the desktop menu (All Solutions, Platform Overview, About). */
  featured?: NavLink;
  groups: { label?: string; links: NavLink[] }[];
  /** Page section ids that light this item up while they are on screen. */
  sectionIds: string[];
};
export type FooterColumn = { title: string; links: NavLink[] };

const solutionLinks: NavLink[] = solutions.map((s) => ({ name: s.name, href: `/solutions/${s.slug}`, subText: s.subText }));
const industryLinks = (): NavLink[] =>
  industries.map((i) => ({ name: i.name, href: `/industries/${i.slug}`, subText: i.subText }));
const platformLinks: NavLink[] = platformPages.map((p) => ({ name: p.name, href: `/platform/${p.slug}`, subText: p.subText }));
const resourceLinks: NavLink[] = copy.resources;
const companyLinks: NavLink[] = copy.company;

export const navigation: NavSection[] = [
  {
    name: "Solutions",
    href: "/solutions",
    variant: "mega",
    featured: { name: "All Solutions", href: "/solutions", subText: copy.featured.solutions },
    groups: [{ links: solutionLinks }],
    sectionIds: ["solutions", "use-cases"],
  },
  {
    name: "Industries",
    href: "/industries",
    variant: "mega",
    featured: { name: "All Industries", href: "/industries", subText: copy.featured.industries },
    groups: [{ links: industryLinks() }],
    sectionIds: ["verticals"],
  },
  {
    name: "Platform",
    href: "/platform",
    variant: "list",
    featured: { name: "Platform Overview", href: "/platform", subText: platformOverview.subText },
    groups: [{ links: platformLinks }],
    sectionIds: ["platform", "integration", "technology"],
  },
  {
    name: "Resources",
    href: "/resources",
    variant: "list",
    groups: [{ links: resourceLinks }],
    sectionIds: ["product-latest"],
  },
  {
    name: "Company",
    href: "/about",
    variant: "list",
    featured: { name: "About", href: "/about", subText: copy.featured.company },
    groups: [{ links: companyLinks.filter((l) => l.href !== "/about") }],
    sectionIds: ["about"],
  },
];

export const footerColumns: FooterColumn[] = [
  {
    title: "Solutions",
    links: [{ name: "All Solutions", href: "/solutions" }, ...solutionLinks.map(({ name, href }) => ({ name, href }))],
  },
  {
    title: "Industries",
    links: [{ name: "All Industries", href: "/industries" }, ...industryLinks().map(({ name, href }) => ({ name, href }))],
  },
  {
    title: "Platform",
    links: [{ name: "Platform Overview", href: "/platform" }, ...platformLinks.map(({ name, href }) => ({ name, href }))],
  },
  { title: "Company", links: companyLinks },
  {
    title: "Resources",
    links: [{ name: "Resources", href: "/resources" }, ...resourceLinks.map(({ name, href }) => ({ name, href }))],
  },
  {
    title: "Legal",
    links: copy.legal,
  },
];

export const layoutData = () => ({
  navigation,
  footerColumns,
  /** The chips of the demo form. */
  solutions: solutions.map(({ slug, name }) => ({ slug, name })),
  site: { name: site.name, tagline: site.tagline, copyrightYear: site.copyrightYear, contactEmail: site.contactEmail },
});
export type LayoutData = ReturnType<typeof layoutData>;
