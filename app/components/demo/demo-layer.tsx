import { X } from "lucide";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Toaster } from "sonner";
import { DemoForm, type SolutionOption } from "~/components/demo/demo-form";
import { SvgIcon } from "~/components/ui/svg-icon";

type DemoLayerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  solutions: SolutionOption[];
  preselected?: string;
  returnFocusTo?: HTMLElement;
};

/** The demo dialog and the site's toasts (one visible at a time, announced politely), loaded on demand. */
export default function DemoLayer({ open, onOpenChange, solutions, preselected, returnFocusTo }: DemoLayerProps) {
  const [submitting, setSubmitting] = useState(false);
  // While a request is on its way the dialog stays put: no Escape, no backdrop, no close button.
  const changeOpen = (next: boolean) => {
    if (!submitting) onOpenChange(next);
  };
  return (
    <>
      <Toaster
        visibleToasts={1}
        position="top-right"
        closeButton
        duration={6000}
        toastOptions={{
          classNames: {
            toast: "font-sans",
            title: "font-semibold",
            error: "!border-l-4 !border-l-destructive",
            success: "!border-l-4 !border-l-primary",
          },
        }}
      />
      <Dialog.Root open={open} onOpenChange={changeOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 motion-safe:data-[state=open]:animate-[fade-in_0.2s_ease-out]" />
          <Dialog.Content
            data-slot="demo-dialog"
            onCloseAutoFocus={(event) => {
              if (!returnFocusTo?.isConnected) return;
              event.preventDefault();
              returnFocusTo.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-background p-6 shadow-2xl motion-safe:data-[state=open]:animate-[fade-in_0.2s_ease-out] sm:p-8"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="font-bold text-2xl tracking-tight">Book a demo</Dialog.Title>
                <Dialog.Description className="mt-1 text-muted-foreground text-sm">
                  Tell us about your team and what you want to build. A solutions engineer replies within one business day.
                </Dialog.Description>
              </div>
              <Dialog.Close
                disabled={submitting}
                aria-label="Close"
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-muted disabled:opacity-50"
              >
                <SvgIcon node={X} className="size-5" />
              </Dialog.Close>
            </div>
            <DemoForm
              className="mt-6"
              solutions={solutions}
              preselected={preselected}
              onSubmittingChange={setSubmitting}
              onSuccess={() => onOpenChange(false)}
              onCancel={() => onOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
