import { cn } from "@lib/cn.ts";
import "./prose.css";

/** Long-form copy rendered from the site's own Markdown at build time; its elements are styled by prose.css. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="prose"
      className={cn("max-w-prose text-foreground leading-relaxed", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the repository's own Markdown, rendered at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
