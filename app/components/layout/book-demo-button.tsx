import { preloadDemoDialog, useDemoDialog } from "~/components/demo/demo-dialog-provider";
import { ButtonLink, type ButtonVariants } from "~/components/ui/button";

type BookDemoButtonProps = ButtonVariants & {
  className?: string;
  label: string;
  /** A solution slug to preselect in the request. */
  solution?: string;
  onNavigate?: () => void;
};

/**
 * Every "Book a demo" on the site. It opens the demo dialog; without JavaScript (or before the page has
 * hydrated) it is a plain link to the /demo page, which works on its own.
 */
export function BookDemoButton({ label, solution, onNavigate, variant, size, className }: BookDemoButtonProps) {
  const dialog = useDemoDialog();
  const to = solution ? `/demo?solution=${encodeURIComponent(solution)}` : "/demo";
  return (
    <ButtonLink
      to={to}
      variant={variant}
      size={size}
      className={className}
      data-demo-trigger=""
      aria-haspopup={dialog ? "dialog" : undefined}
      onPointerEnter={preloadDemoDialog}
      onFocus={preloadDemoDialog}
      onClick={(event) => {
        onNavigate?.();
        if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        dialog.open(solution);
      }}
    >
      {label}
    </ButtonLink>
  );
}
