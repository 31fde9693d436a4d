import { ArrowRight, ChevronDown } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { ButtonLink } from "@/components/ui/button.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type HeroProps = {
  heading: string;
  subheading: string;
  lead: string;
  scrollCue: string;
  ctaLabel: string;
  /** The product picture in the right half (below the copy on narrow screens). */
  visual?: React.ReactNode;
  /** A full-width row along the hero's foot (who builds on the platform). */
  children?: React.ReactNode;
};

/**
 * The home page's opening band: the headline, the two calls to action, the product picture its content names, and a
 * field of dots (SPEC §9: 25 px apart, radius 1, opacity 0.4) drawn by CSS. Around the pointer (150 px) the dots swell
 * and brighten: src/scripts/site.ts passes the pointer's position to the stylesheet; under reduced motion they stay still.
 */
export function Hero({ heading, subheading, lead, scrollCue, ctaLabel, visual, children }: HeroProps) {
  const dots = "absolute inset-0 bg-[size:25px_25px] [background-position:12.5px_12.5px]";
  return (
    <section data-slot="hero" className="relative overflow-hidden bg-ink text-on-ink">
      <div aria-hidden="true" data-slot="hero-dots" className="absolute inset-0">
        <div className={`${dots} bg-[radial-gradient(circle,rgb(169_180_200/0.4)_1px,transparent_1.5px)]`} />
        <div
          className={`${dots} bg-[radial-gradient(circle,rgb(169_180_200/0.5)_2.5px,transparent_3px)] opacity-0 transition-opacity duration-300 [mask-image:radial-gradient(150px_circle_at_var(--pointer-x,-200px)_var(--pointer-y,-200px),#000,transparent)] data-[pointer]:opacity-100 motion-reduce:hidden`}
        />
      </div>
      <div className="relative mx-auto grid max-w-content items-center gap-x-12 gap-y-6 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h1 className="mt-3 max-w-4xl text-balance font-bold text-4xl text-white tracking-tight sm:text-6xl">{heading}</h1>
          <p className="mt-4 max-w-3xl text-balance font-semibold text-2xl text-white/90 sm:text-3xl">{subheading}</p>
          <p className="mt-5 max-w-2xl text-lg text-on-ink-muted leading-relaxed">{lead}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <BookDemoButton label={ctaLabel} variant="inverse" size="lg" />
            <ButtonLink href="/platform" variant="ghost-inverse" size="lg">
              Explore the platform <SvgIcon node={ArrowRight} />
            </ButtonLink>
          </div>
        </div>
        {visual}
        {/* After the picture on a phone; under the copy, in the first column, on a wide screen. */}
        <a
          href="#platform"
          className="inline-flex items-center gap-2 self-start justify-self-start rounded-full text-on-ink-muted text-sm hover:text-white"
        >
          <SvgIcon node={ChevronDown} className="size-4" />
          {scrollCue}
        </a>
      </div>
      {children}
    </section>
  );
}
