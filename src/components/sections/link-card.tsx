import type { IconName } from "@content/schema.ts";
import { cn } from "@lib/cn.ts";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon.tsx";
import { SvgIcon } from "@/components/ui/svg-icon.tsx";

type LinkCardProps = {
  href: string;
  icon?: IconName;
  title: string;
  subText?: string;
  body: string;
  action: string;
  tone?: "primary" | "accent";
  headingLevel?: 2 | 3;
};

/** A card that is one link: icon, title, optional label, a few lines and a call to action. */
export function LinkCard({ href, icon, title, subText, body, action, tone = "primary", headingLevel = 2 }: LinkCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li data-slot="link-card">
      <a
        href={href}
        className="flex h-full flex-col rounded-card border border-border bg-card p-6 transition-shadow hover:shadow-lg"
      >
        {icon ? (
          <span
            className={cn(
              "mb-4 inline-flex size-11 items-center justify-center rounded-xl",
              tone === "primary" ? "bg-primary-soft text-primary" : "bg-accent-soft text-accent",
            )}
          >
            <Icon name={icon} className="size-5" />
          </span>
        ) : null}
        <Heading className={cn("font-semibold", headingLevel === 2 ? "text-xl" : "text-lg")}>{title}</Heading>
        {subText ? <p className="mt-1 font-medium text-primary text-sm">{subText}</p> : null}
        <p className="mt-3 flex-1 text-muted-foreground">{body}</p>
        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-primary text-sm">
          {action} <SvgIcon node={ArrowRight} className="size-4" />
        </span>
      </a>
    </li>
  );
}
