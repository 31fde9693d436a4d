import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { useRef } from "react";
import { SectionBoundary } from "~/components/sections/section-boundary";
import { HydrateOnIntent } from "~/components/ui/hydrate-on-intent";
import { useSectionView } from "~/hooks/use-section-view";
import { cn } from "~/lib/cn";

// Content-visibility: a band away from the viewport skips style, layout and paint until it comes near, which keeps
// the first frames' work to what is on screen. It keeps its last rendered height (40rem until it first
// renders), so the scrollbar and anchor jumps stay steady.
const sectionVariants = cva("scroll-mt-header [contain-intrinsic-size:auto_40rem] [content-visibility:auto]", {
  variants: {
    tone: {
      default: "bg-background",
      muted: "bg-muted",
      ink: "bg-ink text-on-ink",
    },
    spacing: { default: "py-16 sm:py-24", compact: "py-12 sm:py-16" },
  },
  defaultVariants: { tone: "default", spacing: "default" },
});

type SectionProps = React.ComponentProps<"section"> &
  VariantProps<typeof sectionVariants> & {
    /** The analytics event sent when the section is first seen; `section_view_{id}` by default. */
    viewEvent?: string;
    /**
     * `on-intent` (the default): the content keeps its prerendered HTML and hydrates when the visitor points at,
     * touches or focuses it (see HydrateOnIntent). `immediate`: it hydrates with the page, for a form that must
     * be live at once.
     */
    hydration?: "on-intent" | "immediate";
  };

/**
 * A full-width band of the page with its content centred. It animates in when first scrolled into view,
 * reports that view, and shows a notice instead of its content if that content fails to render.
 */
export function Section({ className, tone, spacing, children, viewEvent, hydration = "on-intent", ...props }: SectionProps) {
  const ref = useRef<HTMLElement>(null);
  useSectionView(ref, viewEvent ?? (props.id ? `section_view_${props.id}` : undefined));
  return (
    <section ref={ref} data-slot="section" className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionBoundary>
          {hydration === "immediate" ? children : <HydrateOnIntent target={ref}>{children}</HydrateOnIntent>}
        </SectionBoundary>
      </div>
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
};

export function SectionHeader({
  eyebrow,
  heading,
  lead,
  actions,
  align = "start",
  level = 2,
  className,
  tone = "default",
}: SectionHeaderProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div data-slot="section-header" className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn("font-semibold text-sm uppercase tracking-wider", tone === "ink" ? "text-on-ink-muted" : "text-primary")}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        className={cn(
          "mt-2 text-balance font-bold tracking-tight",
          level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
          tone === "ink" && "text-white",
        )}
      >
        {heading}
      </Heading>
      {lead ? (
        <p
          className={cn(
            "mt-4 text-pretty text-lg leading-relaxed",
            tone === "ink" ? "text-on-ink-muted" : "text-muted-foreground",
          )}
        >
          {lead}
        </p>
      ) : null}
      {actions ? <div className={cn("mt-8 flex flex-wrap gap-3", align === "center" && "justify-center")}>{actions}</div> : null}
    </div>
  );
}

/** The top of every inner page: its single h1 and lead paragraph. */
export function PageHeader(props: Omit<SectionHeaderProps, "level" | "tone">) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="border-border border-b bg-gradient-to-b from-primary-soft/60 to-background">
      <div className="mx-auto max-w-content px-4 pt-16 pb-14 sm:px-6 sm:pt-20">
        <HydrateOnIntent target={ref}>
          <SectionHeader level={1} {...props} />
        </HydrateOnIntent>
      </div>
    </div>
  );
}
