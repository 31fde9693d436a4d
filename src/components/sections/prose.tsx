import { cn } from "@lib/cn.ts";

/** Long-form copy rendered from the site's own Markdown at build time. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="prose"
      className={cn(
        "max-w-prose text-foreground leading-relaxed",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
        "[&_blockquote]:my-6 [&_blockquote]:border-primary [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic",
        "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:tracking-tight",
        "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-xl",
        "[&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6",
        "[&_[data-table-scroll]]:my-6 [&_[data-table-scroll]]:overflow-x-auto [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:p-2 [&_th]:text-left",
        "[&_strong]:font-semibold",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the repository's own Markdown, rendered at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
