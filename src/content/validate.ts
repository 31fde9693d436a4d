import { Lexer, marked, type Token, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Content } from "./assemble.ts";
import { contentImagePath, entryFolder, isImageFile, markdownImages, pictureShapeProblem, svgProblem } from "./images.ts";
import { slug } from "./schema.ts";
import { words } from "./words.ts";

/**
 * What one file's schema cannot see, checked over the whole content before a page is built: references between
 * entries, pictures, positions and names used once. Links, addresses and sections, which need the site's pages, are
 * checked above the content (src/lib/page-problems.ts). Each problem names the entry and the field as the editor labels
 * them, and says what to do; the build lists every problem, not the first.
 */
export type Problem = {
  /** The entry as the editor lists it: "Industries → Retail Banks". */
  entry: string;
  /** The field as the editor labels it: "Solutions". */
  field: string;
  /** What is wrong and what to do, in plain words. */
  message: string;
};

/** "Money Asia 2030!" → "money-asia-2030". */
export const suggestSlug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export const describeProblem = ({ entry, field, message }: Problem) => `${entry} → ${field}: ${message}`;

/**
 * Every link of a Markdown text (links and images), by marked's own lexer, and of its raw HTML (href and src), read by
 * the sanitiser's parser as a browser reads them (entities decoded).
 */
export function markdownLinks(markdown: string): string[] {
  const hrefs: string[] = [];
  marked.walkTokens(new Lexer().lex(markdown), (token) => {
    if (token.type === "link" || token.type === "image") hrefs.push(token.href);
    if (token.type === "html")
      sanitizeHtml(token.text, {
        transformTags: {
          "*": (tagName, attribs) => {
            for (const name of ["href", "src"]) if (attribs[name] !== undefined) hrefs.push(attribs[name]);
            return { tagName, attribs };
          },
        },
      });
  });
  return hrefs;
}

/** The words of a Markdown text as a reader sees them, a block a line, its code left out. */
function visibleText(tokens: Token[]): string {
  return tokens
    .map((token): string => {
      if (token.type === "code" || token.type === "codespan" || token.type === "html") return " ";
      if (token.type === "list") return token.items.map((item: Tokens.ListItem) => visibleText(item.tokens)).join("\n");
      if ("tokens" in token && Array.isArray(token.tokens))
        return `${visibleText(token.tokens)}${token.type === "paragraph" ? "\n" : ""}`;
      return "text" in token ? String(token.text) : "";
    })
    .join("");
}

/**
 * Markdown a reader would see as typed, because it was typed into the editor's text field, which keeps it as words:
 * the first `[words](address)` or `](` shown, or undefined.
 */
export function typedMarkdownLink(markdown: string): string | undefined {
  return /\[[^\]\n]*\]\([^)\s]*\)?|\]\(/.exec(visibleText(new Lexer().lex(markdown)))?.[0];
}

/** A list of problems, and the two ways the checks add to it. */
export function problemList() {
  const problems: Problem[] = [];
  const problem = (entry: string, field: string, message: string) => problems.push({ entry, field: words(field), message });
  /** Values that must differ from each other (an address, a position, a name), each with the entry that has it. */
  const once = <T>(field: string, items: T[], entryAndValue: (item: T) => [entry: string, value: string | number]) => {
    const seen = new Map<string | number, string>();
    for (const [entry, value] of items.map(entryAndValue)) {
      const first = seen.get(value);
      if (first === undefined) seen.set(value, entry);
      else problem(entry, field, `${JSON.stringify(value)} is already used by ${first}. Choose another.`);
    }
  };

  return { problems, problem, once };
}

/** A post as the editor lists it: "Insights → Composable banking". */
export const articleEntry = (article: { kind: "insight" | "news"; title: string }) =>
  `${article.kind === "insight" ? "Insights" : "News"} → ${article.title}`;

export type PictureSize = { width: number; height: number };

/**
 * The problems between entries. `images`: the image files of the content and their sizes, by their path from its top
 * ("images/covers/my-post/cover.jpg", ./images.ts), each checked against its field's shape; without it, pictures are
 * checked for their alt text only. `svgs`: the text of its SVG files, by the same paths, each checked whether an entry
 * uses it or not, since it is served as it is.
 */
export function contentProblems(content: Content, images?: ReadonlyMap<string, PictureSize>, svgs?: ReadonlyMap<string, string>) {
  const { problems, problem, once } = problemList();
  /** A picture an entry names: a file of the content's images, and there. */
  const picture = (entry: string, field: string, written: string, folder: string) => {
    const path = contentImagePath(written, folder);
    if (!path || !isImageFile(path))
      problem(
        entry,
        field,
        `"${written}" is not a picture of the site's content. Upload the picture in the editor, which keeps it in src/content/images.`,
      );
    else if (images && !images.has(path))
      problem(entry, field, `the picture "${written}" is missing (src/content/${path}). Upload it again, or remove it.`);
    else {
      const size = images?.get(path);
      const unfit = size && pictureShapeProblem(path, size.width, size.height);
      if (unfit) problem(entry, field, `the picture ${unfit}`);
    }
  };
  /** A cover picture, which must say what it shows. */
  const cover = (entry: string, item: { cover?: string; coverAlt?: string }, folder: string) => {
    if (!item.cover) return;
    picture(entry, "cover", item.cover, folder);
    if (!item.coverAlt?.trim())
      problem(
        entry,
        "coverAlt",
        "the cover picture has no alt text. Say in a sentence what it shows, for people who cannot see it.",
      );
  };

  /** A reference to an entry of a kind (its slug, its name): one of `known`, or a problem saying so, then `pick`. */
  const oneOf =
    <K extends string>(known: Record<K, string>[], key: K, kind: string, pick = " Pick one that exists.") =>
    (entry: string, field: string, value: string) =>
      known.some((item) => item[key] === value) || problem(entry, field, `"${value}" is not one of the ${kind}.${pick}`);
  const solution = oneOf(content.solutions, "slug", "solutions", " Pick a solution that exists, or add it first.");
  const studyNamed = (slug: string) => content.caseStudies.find((c) => c.slug === slug);
  /** A Markdown text, which must be written, with its links as links. */
  const markdownText = (entry: string, { html, markdown }: { html: string; markdown: string }, empty: string) => {
    if (!html.trim()) problem(entry, "text", empty);
    const typed = typedMarkdownLink(markdown);
    if (typed)
      problem(
        entry,
        "text",
        `the text shows "${typed}" as typed, not as a link. To make a link, select its words, press the link button of the toolbar and paste the address; remove the brackets and the address typed around them.`,
      );
  };
  // References between entries.
  for (const industry of content.industries) {
    for (const slug of industry.solutions) solution(`Industries → ${industry.name}`, "solutions", slug);
  }
  solution("Product pictures → Suite", "suite", content.visuals.suite.suite);
  for (const card of content.homeSuiteCards) solution(`Home page → Suite cards → ${card.name}`, "slug", card.slug);
  for (const item of content.homeProof.results.items) {
    const entry = "Home page: customers, results and security → Results";
    const study = studyNamed(item.caseStudy);
    if (!study) problem(entry, "caseStudy", `"${item.caseStudy}" is not one of the case studies. Pick one that exists.`);
    else if (!study.results[item.result])
      problem(
        entry,
        "result",
        `the case study "${study.title}" has ${study.results.length} results: pick 0 to ${study.results.length - 1}.`,
      );
    else if (!study.quote)
      problem(entry, "caseStudy", `the case study "${study.title}" has no quote to show beneath its result.`);
  }
  for (const campaign of content.campaigns) {
    if (campaign.solution) solution(`Campaign pages → ${campaign.name}`, "solution", campaign.solution);
    if (campaign.sections.filter((block) => block.discriminant === "form").length > 1)
      problem(
        `Campaign pages → ${campaign.name}`,
        "sections",
        "the page has two demo forms. Keep one: every Book a demo on it leads there.",
      );
    for (const block of campaign.sections) {
      if (block.discriminant !== "proof" && block.discriminant !== "quote") continue;
      const entry = `Campaign pages → ${campaign.name} → Sections`;
      const study = studyNamed(block.value.caseStudy);
      if (!study) problem(entry, "caseStudy", `"${block.value.caseStudy}" is not one of the case studies. Pick one that exists.`);
      else if (block.discriminant === "quote" && !study.quote)
        problem(
          entry,
          "caseStudy",
          `the case study "${study.title}" has no quote. Pick a study with one, or use Customer proof.`,
        );
    }
  }
  // The files name building blocks by their entry; the content, by the name it resolved them to (./assemble.ts).
  const block = oneOf(content.buildingBlocks, "name", "building blocks");
  for (const s of content.solutions)
    for (const name of s.poweredByBlocks) block(`Solutions → ${s.name}`, "poweredByBlocks", name);
  const capability = oneOf(content.capabilityBlocks, "id", "capability blocks", "");
  for (const suite of content.diagramSuites) {
    const entry = `Platform overview → Diagram suites → ${suite.name}`;
    solution(entry, "solution", suite.id);
    for (const id of suite.blocks) capability(entry, "blocks", id);
  }
  // Each case study: its industry and solutions exist; a quote says who said it; the solution it is about tells this
  // customer's story (so the same launch never appears under two names); its customer shows as its logo (its study,
  // the case studies' first screen), never as a typed name; its cover says what it shows.
  const industryExists = oneOf(content.industries, "slug", "industries", " Pick an industry that exists.");
  const logos = new Set(content.homeProof.customers.names.map((customer) => customer.name));
  for (const study of content.caseStudies) {
    const entry = `Case studies → ${study.title}`;
    industryExists(entry, "industry", study.industry);
    for (const slug of study.solutions) solution(entry, "solutions", slug);
    if (study.quote && !study.quoteBy?.trim())
      problem(entry, "quoteBy", "the quote names no one. Say who said it, or remove the quote.");
    if (study.quote && !study.quoteRole?.trim())
      problem(entry, "quoteRole", "the quote gives no title. Say what the person quoted does at the customer.");
    const about = content.solutions.find((s) => s.slug === study.solutions[0]);
    if (about && !`${about.vignette.title} ${about.vignette.body}`.includes(study.customer))
      problem(
        `Solutions → ${about.name}`,
        "vignette",
        `the customer story does not name ${study.customer}, yet the case study "${study.title}" is this solution's story. Tell ${study.customer}'s story here, with the case study's figures, or list another solution first in the case study.`,
      );
    if (!logos.has(study.customer))
      problem(
        entry,
        "customer",
        `${study.customer} has no logo. Add ${study.customer} with its logo under Home page: customers, results and security → Customers, spelt as here.`,
      );
    cover(entry, study, entryFolder.caseStudy);
  }
  // Each industry shows proof of its own: a case study in it, or a solution's story no other industry tells.
  const storied: typeof content.industries = [];
  for (const industry of content.industries) {
    const entry = `Industries → ${industry.name}`;
    if (content.caseStudies.some((study) => study.industry === industry.slug)) continue;
    if (!industry.story) {
      problem(
        entry,
        "story",
        "the page has no customer proof. Add a case study in this industry, or pick a solution whose customer story fits it.",
      );
      continue;
    }
    storied.push(industry);
    solution(entry, "story", industry.story);
    const told = content.caseStudies.find((study) => study.solutions[0] === industry.story);
    if (told)
      problem(
        entry,
        "story",
        `"${industry.story}" tells ${told.customer}'s story, the case study of another industry. Pick a solution with a story of its own.`,
      );
  }
  once("story", storied, (industry) => [`Industries → ${industry.name}`, industry.story ?? ""]);

  // The proof on home names only customers the copy presents, each with its logo.
  const presented = (name: string) =>
    content.caseStudies.some((c) => c.customer === name) || content.solutions.some((s) => s.vignette.body.includes(name));
  for (const mark of content.homeProof.customers.names) {
    const entry = `Home page: customers, results and security → Customers → ${mark.name}`;
    if (!presented(mark.name))
      problem(entry, "name", `"${mark.name}" is not a customer named in a case study or a solution's customer story.`);
    picture(entry, "logo", mark.logo, entryFolder.proof);
  }

  // Markdown texts and their pictures; drafts and scheduled posts are checked too, before they go live.
  for (const article of [...content.allArticles(), ...content.unpublished()]) {
    const entry = articleEntry(article);
    const folder = entryFolder[article.kind];
    markdownText(entry, article, "the text is empty. Write the post before saving it.");
    cover(entry, article, folder);
    for (const image of markdownImages(article.markdown)) {
      picture(entry, "text", image.href, folder);
      if (!image.alt)
        problem(
          entry,
          "text",
          `the picture "${image.href}" has no alt text. Write what it shows between its square brackets: ![what it shows](${image.href}).`,
        );
    }
  }
  for (const doc of content.legal) markdownText(`Legal pages → ${doc.title}`, doc, "the text is empty.");
  for (const leader of content.leaders) {
    if (leader.photo) picture(`Leaders → ${leader.name}`, "photo", leader.photo, entryFolder.leader);
  }
  for (const [path, svg] of svgs ?? []) {
    const why = svgProblem(svg);
    if (why) problem(`The picture src/content/${path}`, "file", why);
  }

  /** An entry of a list as the editor lists it: "Solutions → Family Banking". */
  type Listed = { slug?: string; name?: string; title?: string; order?: number };
  const listed = (label: string, item: Listed) => `${label} → ${item.name ?? item.title ?? item.slug}`;
  /** The entries whose file name and position are both checked. */
  const entries: [string, Listed[]][] = [
    ["Solutions", content.solutions],
    ["Industries", content.industries],
    ["Platform pages", content.platformPages],
    ["Case studies", content.caseStudies],
    ["Leaders", content.leaders],
  ];
  // Each entry's file name is a slug.
  const named: [string, Listed[]][] = [
    ...entries,
    ["Insights", content.articlesOfKind("insight")],
    ["News", content.articlesOfKind("news")],
    ["Drafts and scheduled posts", content.unpublished()],
    ["Legal pages", content.legal],
    ["Campaign pages", content.campaigns],
  ];
  for (const [label, list] of named) {
    for (const item of list) {
      if (item.slug !== undefined && !slug.safeParse(item.slug).success)
        problem(
          listed(label, item),
          "address",
          `"${item.slug}" cannot be an address. Use lower-case letters, digits and single hyphens, such as "${suggestSlug(item.slug)}".`,
        );
    }
  }

  // Positions that order a list or a menu, and names that other entries use.
  const ordered: [string, Listed[]][] = [
    ...entries,
    ["Building blocks", content.buildingBlocks],
    ["Values", content.values],
    ["Open roles", content.openings],
    ["Partners", content.partners],
  ];
  for (const [label, list] of ordered) once("order", list, (item) => [listed(label, item), item.order ?? 0]);
  once("name", content.buildingBlocks, (b) => [`Building blocks → ${b.name}`, b.name]);
  once("slug", content.homeSuiteCards, (card) => [`Home page → Suite cards → ${card.name}`, card.slug]);
  once("solution", content.diagramSuites, (suite) => [`Platform overview → Diagram suites → ${suite.name}`, suite.id]);
  return problems;
}
