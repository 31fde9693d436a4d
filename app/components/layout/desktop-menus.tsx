import { NavigationMenu } from "radix-ui";
import { isActive, navItemClass, navListClass, navTriggerClass, TriggerLabel } from "~/components/layout/desktop-nav";
import { SiteLink } from "~/components/ui/site-link";
import type { NavLink, NavSection } from "~/content/navigation";
import { cn } from "~/lib/cn";

export type DesktopMenusProps = {
  sections: NavSection[];
  activeSection: string | null;
  /** The menu to show open at once: the one chosen, or still under the pointer, while this module loaded. */
  initialOpen?: string;
};

/**
 * Hover and keyboard menus for md screens and up (Radix NavigationMenu): one open at a time, opening 100 ms after
 * the pointer arrives. Loaded on the first pointer or focus in the bar; `DesktopNav` draws the same bar until then.
 */
export default function DesktopMenus({ sections, activeSection, initialOpen }: DesktopMenusProps) {
  return (
    <NavigationMenu.Root delayDuration={100} defaultValue={initialOpen} aria-label="Main" className="relative">
      <NavigationMenu.List className={navListClass}>
        {sections.map((section) => (
          <NavigationMenu.Item key={section.name} value={section.name} className={navItemClass(section)}>
            <NavigationMenu.Trigger
              data-nav-trigger={section.name}
              data-active={isActive(section, activeSection)}
              className={navTriggerClass}
            >
              <TriggerLabel name={section.name} />
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
