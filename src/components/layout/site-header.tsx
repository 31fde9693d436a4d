import type { NavLink, NavSection } from "@content/assemble.ts";
import { fill } from "@content/fill.ts";
import { ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { cn } from "@lib/cn.ts";
import { ChevronDown, Menu, X } from "lucide";
import { BookDemoButton } from "@/components/layout/book-demo-button.tsx";
import { LogoMark } from "@/components/layout/logo.tsx";
import { Wordmark } from "@/components/layout/wordmark.tsx";
import { columnsFor } from "@/components/sections/feature-grid.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type SiteHeaderProps = { sections: NavSection[]; inlineDemo?: boolean };
const copy = ui.header;

const menuId = (section: NavSection) => `menu-${section.key}`;
const sheetId = "mobile-menu";

/**
 * The fixed top bar. On md screens and up each section is a native popover menu (one open at a time, Escape and
 * focus return from the platform; src/scripts/site.ts adds hover with the spec's 100 ms delay); below md a menu
 * button opens a full-screen modal sheet. Both work before, and without, any script.
 */
export function SiteHeader({ sections, inlineDemo }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      className="fixed inset-x-0 top-0 z-40 border-transparent border-b bg-background transition-[background-color,border-color,box-shadow] duration-300"
    >
      <div className="mx-auto flex h-header max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="flex items-center gap-2 rounded-lg text-lg" aria-label={fill(copy.homeLink, { brand: site.name })}>
          <LogoMark />
          <Wordmark name={site.name} />
        </a>
        <nav aria-label={copy.navigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sections.map((section) => (
              <li key={section.key} data-menu={section.sectionIds.join(" ")} className="relative">
                <button
                  type="button"
                  commandfor={menuId(section)}
                  command="toggle-popover"
                  data-menu-trigger=""
                  className="group inline-flex h-10 cursor-pointer items-center gap-1 rounded-full px-3 font-medium text-sm transition-colors hover:bg-muted aria-expanded:bg-muted data-active:text-primary"
                >
                  {section.name}
                  <SvgIcon
                    node={ChevronDown}
                    className="size-3.5 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none"
                  />
                </button>
                <div
                  id={menuId(section)}
                  popover="auto"
                  data-slot="menu"
                  className={cn(
                    "m-0 mt-2 rounded-card border border-border bg-card p-3 shadow-xl [position-anchor:auto] [position-area:bottom_span-right] [position-try-fallbacks:flip-inline]",
                    section.variant === "mega" ? "w-[min(46rem,calc(100vw-2rem))]" : "w-80",
                  )}
                >
                  <MenuPanel section={section} />
                </div>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden md:block">
            <BookDemoButton size="sm" inline={inlineDemo} />
          </div>
          <button
            type="button"
            commandfor={sheetId}
            command="show-modal"
            aria-haspopup="dialog"
            aria-label={copy.openMenu}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-muted md:hidden"
          >
            <SvgIcon node={Menu} className="size-6" />
          </button>
        </div>
      </div>
      <MobileSheet sections={sections} inlineDemo={inlineDemo} />
    </header>
  );
}

function MenuPanel({ section }: { section: NavSection }) {
  const mega = section.variant === "mega";
  return (
    <div className="flex flex-col gap-2">
      <div>
        {/* Two columns, or three where two would leave a link alone (nine solutions: three rows of three). */}
        <ul
          className={cn("grid gap-1", mega && (columnsFor(section.links.length, 2) === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"))}
        >
          {section.links.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} />
            </li>
          ))}
        </ul>
      </div>
      {section.featured ? (
        <div className={cn("border-border", mega ? "border-t pt-2" : "order-first border-b pb-2")}>
          <MenuLink link={section.featured} emphasis />
        </div>
      ) : null}
    </div>
  );
}

function MenuLink({ link, emphasis = false }: { link: NavLink; emphasis?: boolean }) {
  return (
    <a href={link.href} className="block rounded-xl px-3 py-2 transition-colors hover:bg-muted focus-visible:bg-muted">
      <span className={cn("block font-medium text-sm", emphasis && "text-primary")}>{link.name}</span>
      {link.subText ? <span className="mt-0.5 block text-muted-foreground text-xs leading-snug">{link.subText}</span> : null}
    </a>
  );
}

/**
 * A section's links in the phone menu, its featured link where the desktop menu has it (About Us heads Company,
 * All Solutions ends Solutions); a section without one ends with a link to its page.
 */
function sheetLinks(section: NavSection) {
  const links = section.links.map((link) => ({ ...link, emphasis: false }));
  const featured = {
    ...(section.featured ?? { name: fill(copy.allInSection, { section: section.name }), href: section.href }),
    emphasis: true,
  };
  return section.variant === "list" && section.featured ? [featured, ...links] : [...links, featured];
}

/**
 * The menu below the md breakpoint: a modal dialog over the whole screen. The platform locks the page behind it,
 * closes it on Escape and puts focus on its close button; each section opens and closes on its own.
 */
function MobileSheet({ sections, inlineDemo }: SiteHeaderProps) {
  return (
    <dialog
      id={sheetId}
      aria-labelledby={`${sheetId}-title`}
      closedby="any"
      data-slot="sheet"
      className="m-0 ms-auto h-dvh max-h-none w-full max-w-none flex-col bg-background open:flex motion-safe:open:animate-[slide-in-right_0.25s_ease-out] md:hidden"
    >
      <div className="flex h-header shrink-0 items-center justify-between border-border border-b px-4">
        <h2 id={`${sheetId}-title`} className="font-semibold text-base">
          {copy.menu}
        </h2>
        <button
          type="button"
          commandfor={sheetId}
          command="close"
          // The dialog's initial focus (HTML's dialog focusing steps honour autofocus), as the spec asks.
          // biome-ignore lint/a11y/noAutofocus: focus moves inside the opened dialog, not on page load
          autoFocus
          aria-label={copy.closeMenu}
          className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-muted"
        >
          <SvgIcon node={X} className="size-5" />
        </button>
      </div>
      <nav aria-label={copy.navigation} className="flex-1 overflow-y-auto px-4 py-2">
        {sections.map((section) => (
          <details key={section.key} className="group border-border border-b">
            <summary className="flex cursor-pointer list-none items-center justify-between py-4 font-semibold text-base [&::-webkit-details-marker]:hidden">
              {section.name}
              <SvgIcon
                node={ChevronDown}
                className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <ul className="flex flex-col pb-3">
              {sheetLinks(section).map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={cn(
                      "block rounded-lg px-2 py-2.5 text-sm hover:bg-muted",
                      link.emphasis ? "font-semibold text-primary" : "text-foreground",
                    )}
                  >
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      <div className="border-border border-t p-4">
        <BookDemoButton size="lg" className="w-full" inline={inlineDemo} />
      </div>
    </dialog>
  );
}
