import { site } from "@content/site.ts";
import { cn } from "@lib/cn.ts";
import { demoDialogId, inlineFormId } from "@/components/demo/ids.ts";
import { type ButtonVariants, buttonVariants } from "@/components/ui/button.tsx";

type BookDemoButtonProps = ButtonVariants & {
  className?: string;
  /** A solution slug to preselect in the request. */
  solution?: string;
  /** On /demo the form is on the page: the control leads there instead of opening the dialog. */
  inline?: boolean;
};

/**
 * Every "Book a demo" on the site, in the words src/content/site.ts gives it. It opens the demo dialog declaratively
 * (an invoker command): the dialog shows on the first frame after the tap, with no script involved.
 */
export function BookDemoButton({ solution, inline, variant, size, className }: BookDemoButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (inline) {
    return (
      <a href={`#${inlineFormId}`} data-slot="button" className={classes}>
        {site.ctaLabel}
      </a>
    );
  }
  return (
    <button
      type="button"
      commandfor={demoDialogId}
      command="show-modal"
      aria-haspopup="dialog"
      data-slot="button"
      data-solution={solution}
      className={classes}
    >
      {site.ctaLabel}
    </button>
  );
}
