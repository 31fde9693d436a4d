import { pages, ui } from "@content/index.ts";
import { pathOf } from "@content/paths.ts";
import { ButtonLink } from "@/components/ui/button.tsx";

/** What a visitor sees at an address that does not exist; the server sends it with status 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-content px-4 py-24 text-center sm:px-6">
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">{ui.notFound.eyebrow}</p>
      <h1 className="mt-2 text-balance font-bold text-4xl tracking-tight">{pages.notFound.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{pages.notFound.lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" size="lg">
          {ui.notFound.home}
        </ButtonLink>
        <ButtonLink href={pathOf("solutions")} size="lg" variant="secondary">
          {ui.notFound.solutions}
        </ButtonLink>
      </div>
    </section>
  );
}
