import { demoPage, layoutData, ui } from "@content/index.ts";
import { X } from "lucide";
import { DemoFormRoot } from "@/components/demo/demo-form.tsx";
import { demoDialogId } from "@/components/demo/ids.ts";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

/**
 * The demo dialog: a native modal dialog that every Book a demo button opens declaratively, so it shows on
 * the first frame after the tap. Its form works before its code arrives: it posts. `campaign`: as the form's.
 */
export function DemoDialog({ campaign }: { campaign?: string }) {
  const { dialog } = demoPage;
  const { solutions } = layoutData;
  const copy = ui.demoForm;
  return (
    <dialog
      id={demoDialogId}
      aria-labelledby={`${demoDialogId}-title`}
      aria-describedby={`${demoDialogId}-description`}
      closedby="any"
      data-slot="demo-dialog"
      className="m-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-2xl overflow-y-auto rounded-card bg-background p-6 shadow-2xl backdrop:bg-ink/60 motion-safe:open:animate-[fade-in_0.2s_ease-out] motion-safe:open:backdrop:animate-[fade-in_0.2s_ease-out] sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${demoDialogId}-title`} className="font-bold text-2xl tracking-tight">
            {dialog.title}
          </h2>
          <p id={`${demoDialogId}-description`} className="mt-1 text-muted-foreground text-sm">
            {dialog.description}
          </p>
        </div>
        <button
          type="button"
          commandfor={demoDialogId}
          command="close"
          aria-label={copy.close}
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full hover:bg-muted"
        >
          <SvgIcon node={X} className="size-5" />
        </button>
      </div>
      <DemoFormRoot className="mt-6" solutions={solutions} copy={copy} idPrefix={demoDialogId} inDialog campaign={campaign} />
    </dialog>
  );
}
