import { ChevronDown } from "lucide";
import { type ComponentType, useLayoutEffect, useRef, useState } from "react";
import { SvgIcon } from "~/components/ui/svg-icon";
import type { NavSection } from "~/content/navigation";
import type { DesktopMenusProps } from "./desktop-menus";

export const navListClass = "flex items-center gap-1";
export const navTriggerClass =
  "group inline-flex h-10 items-center gap-1 rounded-full px-3 font-medium text-sm transition-colors hover:bg-muted data-[state=open]:bg-muted data-[active=true]:text-primary";
export const navItemClass = (section: NavSection) => (section.variant === "list" ? "relative" : undefined);
export const isActive = (section: NavSection, activeSection: string | null) =>
  activeSection !== null && section.sectionIds.includes(activeSection);

export function TriggerLabel({ name }: { name: string }) {
  return (
    <>
      {name}
      <SvgIcon
        node={ChevronDown}
        className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </>
  );
}

const loadMenus = () => import("./desktop-menus");

/**
 * The desktop navigation bar. The page arrives with the bar drawn as plain buttons, and the menus themselves
 * (Radix NavigationMenu, a fifth of the site's own JavaScript) load when the pointer or focus first reaches a trigger, then
 * take its place: a menu chosen meanwhile opens, and keyboard focus stays on the same trigger.
 */
export function DesktopNav({ sections, activeSection }: { sections: NavSection[]; activeSection: string | null }) {
  const [Menus, setMenus] = useState<ComponentType<DesktopMenusProps> | null>(null);
  const wanted = useRef<{ open?: string; hovered?: string; focused?: string }>({});
  const container = useRef<HTMLDivElement>(null);

  const upgrade = () => {
    void loadMenus().then((module) => setMenus(() => module.default));
  };

  useLayoutEffect(() => {
    const focused = wanted.current.focused;
    if (!Menus || !focused || document.activeElement !== document.body) return;
    container.current?.querySelector<HTMLElement>(`[data-nav-trigger="${CSS.escape(focused)}"]`)?.focus();
  }, [Menus]);

  return (
    <div ref={container} className="hidden md:block">
      {Menus ? (
        <Menus sections={sections} activeSection={activeSection} initialOpen={wanted.current.open ?? wanted.current.hovered} />
      ) : (
        <nav aria-label="Main" className="relative">
          <div style={{ position: "relative" }}>
            <ul className={navListClass}>
              {sections.map((section) => (
                <li key={section.name} className={navItemClass(section)}>
                  <button
                    type="button"
                    data-nav-trigger={section.name}
                    data-state="closed"
                    data-active={isActive(section, activeSection)}
                    aria-expanded="false"
                    className={navTriggerClass}
                    onClick={() => {
                      wanted.current.open = section.name;
                      upgrade();
                    }}
                    onPointerEnter={() => {
                      wanted.current.hovered = section.name;
                      upgrade();
                    }}
                    onPointerLeave={() => {
                      wanted.current.hovered = undefined;
                    }}
                    onFocus={() => {
                      wanted.current.focused = section.name;
                      upgrade();
                    }}
                  >
                    <TriggerLabel name={section.name} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      )}
    </div>
  );
}
