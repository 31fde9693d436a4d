import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { SiteLink } from "~/components/ui/site-link";
import type { NavLink, NavSection } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** Hover and keyboard menus for md screens and up: one open at a time, opening 100 ms after the pointer arrives. */
export function DesktopNav({ sections, activeSection }: { sections: NavSection[]; activeSection: string | null }) {
  return (
    <NavigationMenu.Root delayDuration={100} aria-label="Main" className="relative hidden md:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {sections.map((section) => (
          <NavigationMenu.Item
            key={section.name}
            value={section.name}
            className={section.variant === "list" ? "relative" : undefined}
          >
            <NavigationMenu.Trigger
              data-active={activeSection !== null && section.sectionIds.includes(activeSection)}
              className="group inline-flex h-10 items-center gap-1 rounded-full px-3 font-medium text-sm transition-colors hover:bg-muted data-[state=open]:bg-muted data-[active=true]:text-primary"
            >
              {section.name}
              <ChevronDown
                aria-hidden="true"
                className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              className={cn(
                "absolute top-full mt-2 rounded-card border border-border bg-card p-3 shadow-xl",
                section.variant === "mega" ? "left-1/2 w-[min(46rem,calc(100vw-2rem))] -translate-x-1/2" : "left-0 w-80",
              )}
            >
              <MenuPanel section={section} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MenuPanel({ section }: { section: NavSection }) {
  const mega = section.variant === "mega";
  return (
    <div className="flex flex-col gap-2">
      {section.groups.map((group, i) => (
        <div key={group.label ?? i}>
          {group.label ? (
            <p className="px-3 pt-1 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">{group.label}</p>
          ) : null}
          <ul className={cn("grid gap-1", mega && "sm:grid-cols-2")}>
            {group.links.map((link) => (
              <li key={link.href}>
                <MenuLink link={link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
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
    <NavigationMenu.Link asChild>
      <SiteLink to={link.href} className="block rounded-xl px-3 py-2 transition-colors hover:bg-muted focus-visible:bg-muted">
        <span className={cn("block font-medium text-sm", emphasis && "text-primary")}>{link.name}</span>
        {link.subText ? <span className="mt-0.5 block text-muted-foreground text-xs leading-snug">{link.subText}</span> : null}
      </SiteLink>
    </NavigationMenu.Link>
  );
}
