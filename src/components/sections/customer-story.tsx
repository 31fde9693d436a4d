import { pathOf } from "@content/paths.ts";
import { customerLogos } from "@content/pictures.ts";
import type { CaseStudy, Figure, Solution } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { ArrowRight } from "lucide";
import type { ReactNode } from "react";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type QuoteProps = {
  study: Pick<CaseStudy, "customer" | "quote" | "quoteBy" | "quoteRole">;
  className?: string;
  quoteClassName?: string;
};

/** A customer's words, with the person who said them, their title and the customer (the content checks all three). */
export function CustomerQuote({ study, className, quoteClassName }: QuoteProps) {
  if (!study.quote) return null;
  return (
    <figure className={className}>
      <blockquote className={cn("leading-relaxed", quoteClassName)}>“{study.quote}”</blockquote>
      <figcaption className="mt-2 text-sm">
        <span className="font-semibold">{study.quoteBy}</span>
        <span className="text-muted-foreground">{[study.quoteRole, study.customer].map((part) => `, ${part}`).join("")}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Columns of figures by their count, so that no row holds one alone: two or three in a row, four two by two in a
 * narrow column and in a row where the page is wide.
 */
const figureColumns = (count: number, compact: boolean) =>
  count === 2 ? "sm:grid-cols-2" : count === 3 ? "sm:grid-cols-3" : compact ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-4";

type StudyResultsProps = { results: readonly Figure[]; compact?: boolean; className?: string };

/**
 * Measured results or facts: each figure large, over what it measures. `compact`: in a narrow column, such as
 * beside a page's heading.
 */
export function StudyResults({ results, compact = false, className }: StudyResultsProps) {
  return (
    <dl className={cn("grid", figureColumns(results.length, compact), compact ? "gap-3" : "gap-4", className)}>
      {results.map((result) => (
        <div key={result.label} className={cn("flex flex-col rounded-xl bg-muted", compact ? "p-3" : "p-4")}>
          <dt className={cn("text-muted-foreground", compact ? "text-xs" : "text-sm")}>{result.label}</dt>
          <dd className={cn("order-first whitespace-nowrap font-bold text-primary", compact ? "text-2xl" : "text-3xl")}>
            {result.figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const card = "rounded-card border border-border bg-card p-6 text-foreground shadow-2xl";
const link = "mt-5 inline-flex items-center gap-1 font-semibold text-primary text-sm hover:underline";

/** The link to a case study's own page: the words given, then the customer for screen readers, and an arrow. */
export function StudyLink({ study, label, className = link }: { study: CaseStudy; label: string; className?: string }) {
  return (
    <a href={pathOf("case-study", study.slug)} className={className}>
      {label}
      <span className="sr-only">: {study.customer}</span> <SvgIcon node={ArrowRight} className="size-4" />
    </a>
  );
}

/**
 * A case study in brief, as an industry page's first screen shows it. Its figures and quote stay with the study and
 * the solution page that tells it, so no page repeats them.
 */
export function StudyProof({
  study,
  readMore,
  eager = false,
}: {
  study: CaseStudy;
  readMore: string;
  /** In the first screen (an industry page's): the logo loads with the page, not when scrolled to. */
  eager?: boolean;
}) {
  const logo = customerLogos.get(study.customer);
  return (
    <article data-slot="customer-proof" className={card}>
      {logo ? (
        <ContentPicture picture={logo} className="h-8 w-auto" eager={eager} minor />
      ) : (
        <p className="font-semibold text-lg">{study.customer}</p>
      )}
      <p className="mt-5 text-balance font-semibold text-xl">{study.title}</p>
      <p className="mt-3 text-muted-foreground leading-relaxed">{study.challenge}</p>
      <StudyLink study={study} label={readMore} />
    </article>
  );
}

type StoryProofProps = { solution: Pick<Solution, "slug" | "vignette">; eyebrow: string; action: string };

/** A solution's customer story in brief, where no case study tells one: its heading, the story, a link to the solution. */
export function StoryProof({ solution, eyebrow, action }: StoryProofProps) {
  return (
    <article data-slot="customer-proof" className={card}>
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
      <p className="mt-2 text-balance font-semibold text-xl">{solution.vignette.title}</p>
      <p className="mt-3 text-muted-foreground leading-relaxed">{solution.vignette.body}</p>
      <a href={pathOf("solution", solution.slug)} className={link}>
        {action} <SvgIcon node={ArrowRight} className="size-4" />
      </a>
    </article>
  );
}

/** The company in figures: the About page's first screen, beside its heading. */
export function CompanyFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <div data-slot="company-figures" className={card}>
      <StudyResults results={figures} compact />
    </div>
  );
}

export type ListCardRow = { key: string; lead: ReactNode; label: ReactNode; href?: string };

/** A row's lead in small capitals: what kind of thing the row names. */
export const rowLabel = (text: string) => <span className="font-semibold text-muted-foreground text-xs uppercase">{text}</span>;

type CountCardProps = { heading: string; slot: string; names: string[]; most?: number };

/** A ListCard of each name of a list with how many times it occurs, the count large: the most first, `most` at most. */
export function CountCard({ names, most = names.length, ...card }: CountCardProps) {
  const rows = [...Map.groupBy(names, (name) => name)]
    .sort(([, a], [, b]) => b.length - a.length)
    .slice(0, most)
    .map(([name, all]) => ({
      key: name,
      lead: <span className="font-bold text-2xl text-primary">{all.length}</span>,
      label: <span className="font-medium">{name}</span>,
    }));
  return <ListCard {...card} rows={rows} />;
}

/**
 * A card beside a page's heading: a small heading over rows, each a lead (a figure, a logo, a count) in one column as
 * wide as the widest, what it names lined up beside it; a row that leads somewhere is a link.
 */
export function ListCard({ heading, rows, slot }: { heading: string; rows: readonly ListCardRow[]; slot: string }) {
  return (
    <div data-slot={slot} className={card}>
      <h2 className="font-semibold text-primary text-sm uppercase tracking-wider">{heading}</h2>
      <ul className="mt-2 grid grid-cols-[auto_1fr] gap-x-4">
        {rows.map(({ key, lead, label, href }) => {
          const Row = href ? "a" : "div";
          return (
            <li key={key} className="col-span-2 grid grid-cols-subgrid border-border border-t first:border-t-0">
              <Row
                href={href}
                className={cn("col-span-2 grid grid-cols-subgrid items-center py-3", href && "hover:text-primary")}
              >
                {lead}
                {label}
              </Row>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
