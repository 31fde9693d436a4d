/**
 * The little the platform does not do by itself, for every page, loaded once the page has loaded
 * (src/layouts/site-layout.astro). Until it arrives, menus, sheet and dialog already open and close by themselves.
 */
import demoFormUrl from "virtual:lazy/demo-form";
import { startConsent } from "@/scripts/consent.ts";

// Browsers without invoker commands (commandfor) get the few this site uses from this listener instead.
if (!("commandForElement" in HTMLButtonElement.prototype)) {
  addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.("button[commandfor]");
    const target = document.getElementById(button?.getAttribute("commandfor") ?? "");
    if (!button || !target) return;
    const command = button.getAttribute("command");
    if (target instanceof HTMLDialogElement) {
      if (command === "show-modal") target.showModal();
      else target.close();
    } else if (command === "toggle-popover") target.togglePopover();
  });
}

const hoverDelay = 100;
const activeLine = 100;

// Desktop menus: popovers the triggers open on click and keyboard by themselves; hover opens them after a pause,
// and leaving the trigger and its menu closes them again.
for (const trigger of document.querySelectorAll<HTMLButtonElement>("[data-menu-trigger]")) {
  const menu = document.getElementById(trigger.getAttribute("commandfor") ?? "");
  if (!menu) continue;
  let timer = 0;
  let openedByHover = 0;
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer);
    timer = window.setTimeout(action, delay);
  };
  const open = () => {
    if (menu.matches(":popover-open")) return;
    menu.showPopover({ source: trigger });
    openedByHover = performance.now();
  };
  const close = () => menu.matches(":popover-open:not(:focus-within)") && menu.hidePopover();
  for (const element of [trigger, menu]) {
    element.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && later(open, hoverDelay));
    element.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && later(close, 200));
    // Focus moving on out of the menu and its button closes it, once it has moved (closing while it leaves would send
    // it back to the button): a menu opened from the keyboard does not stay open over the page.
    element.addEventListener("focusout", () => later(close, 0));
  }
  // A click that follows the hover that opened the menu keeps it open instead of toggling it shut.
  menu.addEventListener("command", (event) => {
    if (performance.now() - openedByHover < 600 && menu.matches(":popover-open")) event.preventDefault();
  });
  trigger.ariaExpanded = "false";
  menu.addEventListener("toggle", (event) => {
    trigger.ariaExpanded = String((event as ToggleEvent).newState === "open");
  });
}

// The navigation item whose page sections (data-menu) include the one spanning the line 100 px below the top; of two
// side by side, the first on the page (the sections are taken in the page's order).
const items = [...document.querySelectorAll<HTMLElement>("[data-menu]")];
const itemOf = new Map(items.flatMap((item) => (item.dataset.menu ?? "").split(" ").map((id) => [id, item] as const)));
const sections = [...document.querySelectorAll("main [id]")].flatMap((section) => {
  const item = itemOf.get(section.id);
  return item ? [{ item, section }] : [];
});
let frame = 0;
const markActive = () => {
  frame = 0;
  const active = sections.find(({ section }) => {
    const box = section.getBoundingClientRect();
    return box.top <= activeLine && box.bottom > activeLine;
  })?.item;
  for (const item of items) item.querySelector("[data-menu-trigger]")?.toggleAttribute("data-active", item === active);
};
if (sections.length) {
  addEventListener("scroll", () => (frame ||= requestAnimationFrame(markActive)), { passive: true });
  markActive();
}

// The mobile sheet closes when one of its links is chosen, or when Book a demo opens the dialog over it.
const sheet = document.querySelector<HTMLDialogElement>("dialog[data-slot=sheet]");
sheet?.addEventListener("click", (event) => {
  if ((event.target as Element).closest("a[href]")) sheet.close();
});

// A Book a demo button on a solution's page preselects that solution in the form.
const preselect = (form: Element | null | undefined, slug: string | null | undefined) => {
  const box = slug ? form?.querySelector<HTMLInputElement>(`input[name=suites_of_interest][value="${CSS.escape(slug)}"]`) : null;
  if (box) box.checked = true;
};
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-slot=demo-dialog]");
dialog?.addEventListener("command", (event) => {
  const source = (event as Event & { source?: HTMLElement }).source;
  sheet?.close();
  preselect(dialog, source?.dataset.solution);
});
const inlineForm = document.querySelector("main [data-demo-form]");
preselect(inlineForm, new URLSearchParams(location.search).get("solution"));

// The demo form's code (React, the schema, the toasts) loads on the first sign of intent: a mouse over or keyboard
// focus on a Book a demo button or a form (a tap in a text field is focus too), or the dialog opening (after the
// frame that shows it, so a tap never waits for the code). Until it arrives the form posts.
let formRequested = false;
const loadForm = () => {
  if (formRequested) return;
  formRequested = true;
  void import(/* @vite-ignore */ demoFormUrl);
};
const wantsForm = (event: Event) => Boolean((event.target as Element).closest?.("[commandfor=demo-dialog], [data-demo-form]"));
addEventListener("pointerover", (event) => event.pointerType === "mouse" && wantsForm(event) && loadForm(), { passive: true });
addEventListener("focusin", (event) => wantsForm(event) && (event.target as Element).matches(":focus-visible") && loadForm());
dialog?.addEventListener("toggle", () => requestAnimationFrame(() => setTimeout(loadForm)));
// A dialog opened, or a form field reached, before this script arrived (it loads after the page) gets its form's
// code now.
if (dialog?.open || document.activeElement?.closest("[data-demo-form]")) loadForm();

// The hero's dots brighten around the pointer (the stylesheet draws them; this only says where the pointer is).
const dots = document.querySelector<HTMLElement>("[data-slot=hero-dots]");
const glow = dots?.lastElementChild as HTMLElement | null | undefined;
if (dots && glow && !matchMedia("(prefers-reduced-motion: reduce)").matches) {
  const hero = dots.parentElement as HTMLElement;
  hero.addEventListener("pointermove", (event) => {
    const box = dots.getBoundingClientRect();
    glow.style.setProperty("--pointer-x", `${event.clientX - box.left}px`);
    glow.style.setProperty("--pointer-y", `${event.clientY - box.top}px`);
    glow.dataset.pointer = "";
  });
  hero.addEventListener("pointerleave", () => delete glow.dataset.pointer);
}

// Each section header and card rises in once, the first time it comes into view (app.css); what is on screen when
// this script arrives, in the observer's first report, stays where it is.
let risen = false;
const rise = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) {
    if (!isIntersecting) continue;
    rise.unobserve(target);
    if (risen) target.setAttribute("data-rise", "");
  }
  risen = true;
});
for (const item of document.querySelectorAll("main :is([data-slot=section-header], [data-slot=card-grid] > *)"))
  rise.observe(item);

// The cookie choice exists only when an analytics provider is configured at build time.
if (import.meta.env.VITE_PLAUSIBLE_DOMAIN) startConsent();

// Says that the page's script has run: what it adds (hover, the active section) works from here on.
document.documentElement.dataset.enhanced = "";
