import { home, pages, ui } from "@content/index.ts";
import { ArrowRight, ChevronDown } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";
import "./hero.css";
import { pathOf } from "@content/paths.ts";
import { ProductVisual } from "@/components/visuals/product-visual.tsx";

/**
 * The home page's opening band, with `children` in a full-width row along its foot (who builds on the platform), over
 * a field of dots that brighten around the pointer. Its rules, the dots' too, are in hero.css, which only home carries.
 */
export function Hero({ children }: { children: React.ReactNode }) {
  const copy = home.hero;
  return (
    <section data-slot="hero">
      <div aria-hidden="true" data-slot="hero-dots">
        <div />
        <div />
      </div>
      <div className="hero-grid">
        <div>
          <p className="hero-eyebrow">{copy.eyebrow}</p>
          <h1>{pages.home.heading}</h1>
          <p className="hero-subheading">{copy.heading}</p>
          <p className="hero-lead">{copy.lead}</p>
          <div className="hero-actions">
            <BookDemoButton variant="inverse" size="lg" />
            <ButtonLink href={pathOf("platform")} variant="ghost-inverse" size="lg">
              {ui.home.explore} <SvgIcon node={ArrowRight} />
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
