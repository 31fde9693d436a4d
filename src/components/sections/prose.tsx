import "./prose.css";

/** Long-form copy rendered from the site's own Markdown at build time; its elements are styled by prose.css. */
export function Prose({ html }: { html: string }) {
  return (
    <div
      data-slot="prose"
      className="max-w-prose text-foreground leading-relaxed"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the repository's own Markdown, rendered at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
