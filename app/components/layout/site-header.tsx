import { Menu } from "lucide";
import { lazy, Suspense, useRef, useState } from "react";
import { BookDemoButton } from "~/components/layout/book-demo-button";
import { DesktopNav } from "~/components/layout/desktop-nav";
import { LogoMark } from "~/components/layout/logo";
import { SiteLink } from "~/components/ui/site-link";
import { SvgIcon } from "~/components/ui/svg-icon";
import type { NavSection } from "~/content/navigation";
import { useActiveSection, useScrolledPast } from "~/hooks/use-scroll";

const loadMobileNav = () => import("~/components/layout/mobile-nav");
const MobileNav = lazy(loadMobileNav);

/** Section ids (SPEC §2) that light up their navigation item while on screen. */
const trackedSections = [
  "platform",
  "integration",
  "solutions",
  "verticals",
  "use-cases",
  "technology",
  "product-latest",
  "about",
];

type SiteHeaderProps = { sections: NavSection[]; brand: string; ctaLabel: string };

export function SiteHeader({ sections, brand, ctaLabel }: SiteHeaderProps) {
  const scrolled = useScrolledPast(50);
  const activeSection = useActiveSection(trackedSections, 100);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header
      data-slot="site-header"
      data-scrolled={scrolled}
      className="fixed inset-x-0 top-0 z-40 border-transparent border-b bg-background transition-[background-color,border-color,box-shadow] duration-300 data-[scrolled=true]:border-border/70 data-[scrolled=true]:bg-background/80 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-header max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <SiteLink
          to="/"
          className="flex items-center gap-2 rounded-lg font-bold text-lg tracking-tight"
          aria-label={`${brand} home`}
        >
          <LogoMark />
          <span aria-hidden="true">{brand}</span>
        </SiteLink>
        <DesktopNav sections={sections} activeSection={activeSection} />
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <BookDemoButton label={ctaLabel} size="sm" />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={loadMobileNav}
            onTouchStart={loadMobileNav}
            onFocus={loadMobileNav}
            onClick={() => {
              setMenuRequested(true);
              setMenuOpen(true);
            }}
          >
            <SvgIcon node={Menu} className="size-6" />
          </button>
        </div>
      </div>
      {menuRequested ? (
        <Suspense fallback={null}>
          <MobileNav open={menuOpen} onOpenChange={setMenuOpen} sections={sections} ctaLabel={ctaLabel} opener={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
