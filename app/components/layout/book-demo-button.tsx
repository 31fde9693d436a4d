import { Button, type ButtonProps } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";

type BookDemoButtonProps = Omit<ButtonProps, "asChild"> & {
  label: string;
  /** A solution slug to preselect in the request. */
  solution?: string;
  onNavigate?: () => void;
};

/** Every "Book a demo" on the site: a link to the booking page. */
export function BookDemoButton({ label, solution, onNavigate, variant, size, className }: BookDemoButtonProps) {
  const to = solution ? `/demo?solution=${encodeURIComponent(solution)}` : "/demo";
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <SiteLink to={to} data-demo-trigger="" onClick={onNavigate}>
        {label}
      </SiteLink>
    </Button>
  );
}
