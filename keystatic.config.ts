import { type Collection, type ComponentSchema, collection, config, fields, singleton } from "@keystatic/core";
import { nameField, objectFields } from "./src/content/editor.ts";
import { uploadLimitsText } from "./src/content/images.ts";
import { addressOf, type ContentKind, files, folders } from "./src/content/kinds.ts";

/**
 * The content editor (`npm run edit`, then http://127.0.0.1:4321/keystatic): every collection and page file of
 * src/content, edited in place on this machine. Its fields come from the site's schemas (src/content/editor.ts); the
 * editor is added to the dev server only by `npm run edit`, never to the build.
 */

type Schema = Parameters<typeof objectFields>[0] & { shape: object };
type Fields = Record<string, ComponentSchema>;
/** Keystatic's `collection`, for fields built from a schema at run time (its types want them written out). */
const folder = collection as (options: Collection<Fields, string>) => Collection<Fields, string>;

type Folder = (typeof folders)[keyof typeof folders];
/** Where the editor's arrow leads from an entry: the page it is seen on ("/solutions/{slug}"), or nowhere. */
type PreviewUrl = (kind: ContentKind) => string | undefined;

/**
 * The editor's configuration. `previewUrl`: where an entry's arrow leads; by default the page itself, which the dev
 * server beside the editor shows as saved (`npm run edit`); the production server's editor leads to the page's preview.
 */
export function editorConfig(previewUrl: PreviewUrl = addressOf) {
  /** A folder of YAML files, one per entry, named by the entry's `name` field. */
  function entries(kind: Folder, name: string) {
    const { label, folder: dir, schema } = kind;
    const entrySchema = schema as Schema;
    return folder({
      label,
      path: `src/content/${dir}/*`,
      slugField: name,
      format: { data: "yaml" },
      columns: "order" in entrySchema.shape ? [name, "order"] : [name],
      previewUrl: previewUrl(kind),
      schema: { ...objectFields(entrySchema), [name]: nameField(entrySchema, name) },
    });
  }

  /** A folder of Markdown files with front matter. */
  function articles(kind: Folder) {
    const { label, folder: dir, schema } = kind;
    const frontMatter = schema as Schema;
    return folder({
      label,
      path: `src/content/${dir}/*`,
      slugField: "title",
      format: { contentField: "body" },
      columns: "date" in frontMatter.shape ? ["title", "date"] : ["title", "updated"],
      previewUrl: previewUrl(kind),
      schema: {
        ...objectFields(frontMatter),
        title: nameField(frontMatter, "title"),
        body: fields.mdx({
          label: "Text",
          description: `The page's text, under its introduction. Pictures in it: ${uploadLimitsText}`,
          extension: "md",
          // Pictures in the text: uploaded beside the covers, written as ![alt](../images/posts/<file>) (docs/editing.md).
          options: {
            image: {
              directory: "src/content/images/posts",
              publicPath: "../images/posts/",
              schema: {
                alt: fields.text({
                  label: "Alt text",
                  description: "What the picture shows, in a sentence, for people who cannot see it.",
                  validation: { isRequired: true, length: { min: 5, max: 200 } },
                }),
                title: fields.text({ label: "Title" }),
              },
            },
          },
        }),
      },
    });
  }

  /** One YAML file: a page's sections or a set of labels. */
  const page = (kind: (typeof files)[keyof typeof files]) =>
    singleton({
      label: kind.label,
      path: `src/content/${kind.file}`,
      format: { data: "yaml" },
      previewUrl: previewUrl(kind),
      schema: objectFields(kind.schema),
    });

  return config({
    storage: { kind: "local" },
    ui: {
      brand: { name: "Tessera content" },
      navigation: {
        "Home page": ["home", "proof"],
        Products: ["solutions", "industries", "platformOverview", "platform", "buildingBlocks", "visuals"],
        Stories: ["insights", "news", "caseStudies", "releases"],
        Company: ["about", "company", "leaders", "values", "openings", "partners"],
        Pages: ["campaigns", "pageCopy", "navigation", "cta", "demo", "security", "developers", "legal", "moved", "ui"],
      },
    },
    collections: {
      solutions: entries(folders.solutions, "name"),
      industries: entries(folders.industries, "name"),
      platform: entries(folders.platform, "name"),
      buildingBlocks: entries(folders.buildingBlocks, "name"),
      caseStudies: entries(folders.caseStudies, "title"),
      leaders: entries(folders.leaders, "name"),
      values: entries(folders.values, "title"),
      openings: entries(folders.openings, "title"),
      partners: entries(folders.partners, "name"),
      releases: entries(folders.releases, "title"),
      insights: articles(folders.insights),
      news: articles(folders.news),
      legal: articles(folders.legal),
      campaigns: entries(folders.campaigns, "name"),
    },
    // Every single file of src/content, under its name in src/content/kinds.ts.
    singletons: Object.fromEntries(Object.entries(files).map(([name, kind]) => [name, page(kind)])),
  });
}

export default editorConfig();
