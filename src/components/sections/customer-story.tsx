import type { CaseStudy, Solution } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { ArrowRight } from "lucide";
import { ContentPicture, type PictureData } from "@/components/ui/content-picture.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type QuoteProps = {
  study: Pick<CaseStudy, "customer" | "quote" | "quoteBy" | "quoteRole">;
  /** `ink`: white on the dark band of home's results. */
  tone?: "default" | "ink";
  className?: string;
  quoteClassName?: string;
};

/** A customer's words, with the person who said them, their title and the customer (the content checks all three). */
export function CustomerQuote({ study, tone = "default", className, quoteClassName }: QuoteProps) {
  if (!study.quote) return null;
  const ink = tone === "ink";
  return (
    <figure className={className}>
      <blockquote className={cn("leading-relaxed", ink && "text-on-ink", quoteClassName)}>“{study.quote}”</blockquote>
      <figcaption className="mt-2 text-sm">
        <span className={cn("font-semibold", ink && "text-white")}>{study.quoteBy}</span>
        <span className={ink ? "text-on-ink-muted" : "text-muted-foreground"}>
          {[study.quoteRole, study.customer].map((part) => `, ${part}`).join("")}
        </span>
      </figcaption>
    </figure>
  );
}

/** A case study's measured results: each figure large, over what it measures. `compact`: in a narrow column. */
export function StudyResults({
  results,
  compact = false,
  className,
}: {
  results: CaseStudy["results"];
  compact?: boolean;
  className?: string;
}) {
  return (
    <dl className={cn("grid sm:grid-cols-3", compact ? "gap-3" : "gap-4", className)}>
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

/**
 * A case study in brief, as an industry page's first screen shows it: the customer's logo (or name), its measured
 * results, its quote, and the link to the whole study.
 */
export function StudyProof({
  study,
  logo,
  href,
  readMore,
}: {
  study: CaseStudy;
  logo?: PictureData;
  href: string;
  readMore: string;
}) {
  return (
    <article data-slot="customer-proof" className={card}>
      {logo ? (
        <ContentPicture picture={logo} className="h-8 w-auto" eager />
      ) : (
        <p className="font-semibold text-lg">{study.customer}</p>
      )}
      <StudyResults results={study.results} compact className="mt-5" />
      <CustomerQuote study={study} className="mt-5 border-primary border-l-4 pl-4" />
      <a href={href} className={link}>
        {readMore}
        <span className="sr-only">: {study.customer}</span> <SvgIcon node={ArrowRight} className="size-4" />
      </a>
    </article>
  );
}

/** A solution's customer story in brief, where no case study tells one: its heading, the story, a link to the solution. */
export function StoryProof({
  solution,
  eyebrow,
  action,
}: {
  solution: Pick<Solution, "slug" | "vignette">;
  eyebrow: string;
  action: string;
}) {
  return (
    <article data-slot="customer-proof" className={card}>
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{eyebrow}</p>
      <p className="mt-2 text-balance font-semibold text-xl">{solution.vignette.title}</p>
      <p className="mt-3 text-muted-foreground leading-relaxed">{solution.vignette.body}</p>
      <a href={`/solutions/${solution.slug}`} className={link}>
        {action} <SvgIcon node={ArrowRight} className="size-4" />
      </a>
    </article>
  );
}
