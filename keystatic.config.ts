import { type Collection, type ComponentSchema, collection, config, fields, singleton } from "@keystatic/core";
import { nameField, objectFields } from "./src/content/editor.ts";
import * as schema from "./src/content/schema.ts";

/**
 * The content editor (`npm run edit`, then http://127.0.0.1:4321/keystatic): every collection and page file of
 * src/content, edited in place on this machine. Its fields come from the site's schemas (src/content/editor.ts); the
 * editor is added to the dev server only by `npm run edit`, never to the build.
 */

type Schema = Parameters<typeof objectFields>[0] & { shape: object };
type Fields = Record<string, ComponentSchema>;
/** Keystatic's `collection`, for fields built from a schema at run time (its types want them written out). */
const folder = collection as (options: Collection<Fields, string>) => Collection<Fields, string>;

/** A folder of YAML files, one per entry, named by the entry's `name` field. */
function entries(label: string, dir: string, entrySchema: Schema, name: string, previewUrl?: string) {
  return folder({
    label,
    path: `src/content/${dir}/*`,
    slugField: name,
    format: { data: "yaml" },
    columns: "order" in entrySchema.shape ? [name, "order"] : [name],
    previewUrl,
    schema: { ...objectFields(entrySchema), [name]: nameField(entrySchema, name) },
  });
}

/** A folder of Markdown files with front matter. */
function articles(label: string, dir: string, frontMatter: Schema, previewUrl: string) {
  return folder({
    label,
    path: `src/content/${dir}/*`,
    slugField: "title",
    format: { contentField: "body" },
    columns: "date" in frontMatter.shape ? ["title", "date"] : ["title", "updated"],
    previewUrl,
    schema: {
      ...objectFields(frontMatter),
      title: nameField(frontMatter, "title"),
      body: fields.mdx({ label: "Text", extension: "md", options: { image: false } }),
    },
  });
}

/** One YAML file: a page's sections or a set of labels. */
const page = (label: string, file: string, fileSchema: Schema) =>
  singleton({ label, path: `src/content/${file}`, format: { data: "yaml" }, schema: objectFields(fileSchema) });

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Tessera content" },
    navigation: {
      Products: ["solutions", "industries", "platform", "buildingBlocks", "platformOverview", "visuals"],
      Stories: ["insights", "news", "caseStudies", "releases"],
      Company: ["company", "leaders", "values", "openings", "partners", "about"],
      Pages: ["home", "proof", "pageCopy", "navigation", "demo", "cta", "legal", "moved", "ui"],
    },
  },
  collections: {
    solutions: entries("Solutions", "solutions", schema.solution, "name", "/solutions/{slug}"),
    industries: entries("Industries", "industries", schema.industry, "name", "/industries/{slug}"),
    platform: entries("Platform pages", "platform", schema.platformSubPage, "name", "/platform/{slug}"),
    buildingBlocks: entries("Building blocks", "building-blocks", schema.buildingBlock, "name"),
    caseStudies: entries("Case studies", "case-studies", schema.caseStudy, "title"),
    leaders: entries("Leaders", "leaders", schema.leader, "name"),
    values: entries("Values", "values", schema.value, "title"),
    openings: entries("Open roles", "openings", schema.opening, "title"),
    partners: entries("Partners", "partners", schema.partner, "name"),
    releases: entries("Product releases", "releases", schema.release, "title"),
    insights: articles("Insights", "insights", schema.articleFrontMatter, "/resources/insights/{slug}"),
    news: articles("News", "news", schema.articleFrontMatter, "/company/news/{slug}"),
    legal: articles("Legal pages", "legal", schema.legalFrontMatter, "/{slug}"),
  },
  singletons: {
    pageCopy: page("Page titles and introductions", "page-copy", schema.pageCopies),
    company: page("Company facts, vision and mission", "company", schema.companyCopy),
    about: page("About page", "about", schema.aboutCopy),
    demo: page("Demo request", "demo", schema.demoCopy),
    cta: page("Book a demo bands", "cta", schema.ctaCopy),
    platformOverview: page("Platform overview", "platform-overview", schema.platformOverviewCopy),
    navigation: page("Menus and footer", "navigation", schema.navigationCopy),
    visuals: page("Product pictures", "visuals", schema.visualsCopy),
    home: page("Home page", "home", schema.homeCopy),
    proof: page("Home page: customers, results and security", "proof", schema.homeProof),
    moved: page("Moved addresses", "moved", schema.movedCopy),
    ui: page("Interface text: buttons, labels, messages", "ui", schema.uiStrings),
  },
});
