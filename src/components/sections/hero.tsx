import { ArrowRight, ChevronDown } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import "./hero.css";
import { pathOf } from "@content/paths.ts";
import type { ProductVisualName } from "@content/schema.ts";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

type HeroProps = {
  /** The headline, the page's h1. */
  heading: string;
  /**
   * The small line above the headline, the line under it (its `heading`), the paragraph, the cue to scroll on, and the
   * product picture in the right half (below the copy on narrow screens).
   */
  copy: { eyebrow: string; heading: string; lead: string; scrollCue: string; visual: ProductVisualName };
  /** The second button's words (it leads to /platform). */
  exploreLabel: string;
  /** A full-width row along the hero's foot (who builds on the platform). */
  children?: React.ReactNode;
};

/**
 * The home page's opening band: the headline, the two calls to action, the product picture its content names, and a
 * field of dots (25 px apart, radius 1, opacity 0.4) drawn by CSS. Around the pointer (150 px) the dots swell
 * and brighten: src/scripts/site.ts passes the pointer's position to the stylesheet; under reduced motion they stay still.
 * Its rules are in hero.css, which only home carries.
 */
export function Hero({ heading, copy, exploreLabel, children }: HeroProps) {
  return (
    <section data-slot="hero">
      <div aria-hidden="true" data-slot="hero-dots">
        <div />
        <div />
      </div>
      <div className="hero-grid">
        <div>
          <p className="hero-eyebrow">{copy.eyebrow}</p>
          <h1>{heading}</h1>
          <p className="hero-subheading">{copy.heading}</p>
          <p className="hero-lead">{copy.lead}</p>
          <div className="hero-actions">
            <BookDemoButton variant="inverse" size="lg" />
            <ButtonLink href={pathOf("platform")} variant="ghost-inverse" size="lg">
              {exploreLabel} <SvgIcon node={ArrowRight} />
            </ButtonLink>
          </div>
        </div>
        <ProductVisual name={copy.visual} />
        <a href="#platform" className="hero-cue">
          <SvgIcon node={ChevronDown} className="size-4" />
          {copy.scrollCue}
        </a>
      </div>
      {children}
    </section>
  );
}
