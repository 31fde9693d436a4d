import { ChevronDown, X } from "lucide";
import { Accordion, Dialog } from "radix-ui";
import { useRef } from "react";
import { BookDemoButton } from "~/components/layout/book-demo-button";
import { SiteLink } from "~/components/ui/site-link";
import { SvgIcon } from "~/components/ui/svg-icon";
import type { NavSection } from "~/content/navigation";

type MobileNavProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: NavSection[];
  ctaLabel: string;
  /** The button that opened the sheet: focus returns to it when the sheet closes. */
  opener: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The full-screen menu below the md breakpoint, loaded on first use. It locks page scroll, closes on Escape,
 * on the backdrop and on choosing a link, and puts focus on its close button 100 ms after opening.
 */
export default function MobileNav({ open, onOpenChange, sections, ctaLabel, opener }: MobileNavProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="sheet-overlay"
          className="fixed inset-0 z-50 bg-ink/50 motion-safe:data-[state=open]:animate-[fade-in_0.2s_ease-out]"
        />
        <Dialog.Content
          data-slot="sheet"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            setTimeout(() => closeButton.current?.focus(), 100);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-background shadow-2xl motion-safe:data-[state=open]:animate-[slide-in-right_0.25s_ease-out]"
        >
          <div className="flex h-header shrink-0 items-center justify-between border-border border-b px-4">
            <Dialog.Title className="font-semibold text-base">Menu</Dialog.Title>
            <Dialog.Close
              ref={closeButton}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
              aria-label="Close menu"
            >
              <SvgIcon node={X} className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-4 py-2">
            <Accordion.Root type="multiple">
              {sections.map((section) => (
                <Accordion.Item key={section.name} value={section.name} className="border-border border-b">
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between py-4 font-semibold text-base">
                      {section.name}
                      <SvgIcon
                        node={ChevronDown}
                        className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pb-3">
                    <ul className="flex flex-col">
                      {section.groups
                        .flatMap((group) => group.links)
                        .map((link) => (
                          <li key={link.href}>
                            <SiteLink
                              to={link.href}
                              onClick={close}
                              className="block rounded-lg px-2 py-2.5 text-foreground text-sm hover:bg-muted"
                            >
                              {link.name}
                            </SiteLink>
                          </li>
                        ))}
                      <li>
                        <SiteLink
                          to={section.href}
                          onClick={close}
                          className="block rounded-lg px-2 py-2.5 font-semibold text-primary text-sm hover:bg-muted"
                        >
                          All {section.name}
                        </SiteLink>
                      </li>
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </nav>
          <div className="border-border border-t p-4">
            <BookDemoButton label={ctaLabel} size="lg" className="w-full" onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
