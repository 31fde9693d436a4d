import { cn } from "@lib/cn.ts";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";

const sectionVariants = cva("scroll-mt-header", {
  variants: {
    tone: {
      default: "bg-background",
      muted: "bg-muted",
      ink: "bg-ink text-on-ink",
    },
    spacing: { default: "py-16 sm:py-24", compact: "py-12 sm:py-16", tight: "py-12" },
  },
  defaultVariants: { tone: "default", spacing: "default" },
});

type SectionProps = React.ComponentProps<"section"> & VariantProps<typeof sectionVariants>;

/** A full-width band of the page with its content centred. Its header and cards rise in as they scroll into view (CSS). */
export function Section({ className, tone, spacing, children, ...props }: SectionProps) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <div className="mx-auto max-w-content px-4 sm:px-6">{children}</div>
    </section>
  );
}

type SectionHeaderProps = {
  eyebrow?: string;
  heading: string;
  lead?: string;
  actions?: React.ReactNode;
  align?: "start" | "center";
  /** h1 for the page header, h2 elsewhere. */
  level?: 1 | 2;
  className?: string;
  tone?: "default" | "ink";
  /** `sm`: a smaller heading and lead, for a header inside a panel that shares its section. */
  size?: "md" | "sm";
};

export function SectionHeader(props: SectionHeaderProps) {
  const { eyebrow, heading, lead, actions, align = "start", level = 2, className, tone = "default", size = "md" } = props;
  const Heading = level === 1 ? "h1" : "h2";
  const ink = tone === "ink";
  const small = size === "sm";
  return (
    <div
      data-slot={level === 1 ? "page-header" : "section-header"}
      className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}
    >
      {eyebrow ? (
        <p className={cn("font-semibold text-sm uppercase tracking-wider", ink ? "text-on-ink-muted" : "text-primary")}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        className={cn(
          "mt-2 text-balance font-bold tracking-tight",
          level === 1 ? "text-4xl sm:text-5xl" : small ? "text-2xl" : "text-3xl sm:text-4xl",
          ink && "text-white",
        )}
      >
        {heading}
      </Heading>
      {lead ? (
        <p
          className={cn(
            small ? "mt-3 text-pretty" : "mt-4 text-pretty text-lg",
            "leading-relaxed",
            ink ? "text-on-ink-muted" : "text-muted-foreground",
          )}
        >
          {lead}
        </p>
      ) : null}
      {actions ? (
        <div className={cn(small ? "mt-6" : "mt-8", "flex flex-wrap gap-3", align === "center" && "justify-center")}>
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A panel of a band it shares with another: a section of its own (a link may point at it), a smaller header, and what
 * it shows under it. `className` gives its layout and colours.
 */
export function Panel({ copy, className, children }: { copy: { id: string; heading: string; lead: string } } & SectionProps) {
  return (
    <section id={copy.id} className={cn("scroll-mt-header rounded-card border p-6 sm:p-8", className)}>
      <SectionHeader heading={copy.heading} lead={copy.lead} size="sm" />
      {children}
    </section>
  );
}

/**
 * A section header split in two on wide screens: the heading on the left, the lead on the right, lined up with the
 * columns of a section laid out 1 : 2 below it. Stacked on narrow screens.
 */
export function SplitSectionHeader({ heading, lead }: { heading: string; lead: string }) {
  return (
    <div data-slot="section-header" className="grid gap-x-12 lg:grid-cols-[1fr_2fr] lg:items-center">
      <h2 className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl">{heading}</h2>
      <p className="mt-4 text-pretty text-lg text-muted-foreground leading-relaxed">{lead}</p>
    </div>
  );
}

type PageHeaderProps = Omit<SectionHeaderProps, "level" | "tone"> & {
  /** Pictures beside the heading on wide screens, below it on narrow ones. */
  aside?: React.ReactNode;
  /** Book a demo as the first action (given a solution's slug, it preselects that suite); `actions` follow it. */
  demo?: true | string;
};

/**
 * The top of every inner page: its single h1 and lead paragraph, its calls to action, and beside them on a wide screen
 * the page's picture (a product view, a diagram, a customer's figures). On a phone the picture follows the text, so
 * the heading and Book a demo open the first screen.
 */
export function PageHeader({ aside, demo, actions, ...props }: PageHeaderProps) {
  return (
    // One gradient written out, not Tailwind's gradient utilities: those bring nine registered properties to every page.
    <div className="border-border border-b bg-[linear-gradient(to_bottom_in_oklab,color-mix(in_oklab,var(--color-primary-soft)_60%,transparent),var(--color-background))]">
      <div
        className={cn(
          "mx-auto max-w-content px-4 pt-16 pb-14 sm:px-6 sm:pt-20",
          aside && "grid items-center gap-12 lg:grid-cols-[1.3fr_1fr]",
        )}
      >
        <SectionHeader
          level={1}
          actions={
            demo || actions ? (
              <>
                {demo ? <BookDemoButton size="lg" solution={demo === true ? undefined : demo} /> : null}
                {actions}
              </>
            ) : undefined
          }
          {...props}
        />
        {aside ? (
          <div data-slot="page-visual" className="grid gap-6">
            {aside}
          </div>
        ) : null}
      </div>
    </div>
  );
}
