import { ButtonLink } from "~/components/ui/button";

export const notFoundCopy = {
  heading: "We couldn't find that page",
  lead: "The page may have moved, or the address may have a typo. Start again from the home page, or browse our solutions.",
};

/** What a visitor sees at an address that does not exist. */
export function NotFound({ heading = notFoundCopy.heading, lead = notFoundCopy.lead }: { heading?: string; lead?: string }) {
  return (
    <section className="mx-auto max-w-content px-4 py-24 text-center sm:px-6">
      <p className="font-semibold text-primary text-sm uppercase tracking-wider">Error 404</p>
      <h1 className="mt-2 text-balance font-bold text-4xl tracking-tight">{heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{lead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg">
          Back to the home page
        </ButtonLink>
        <ButtonLink to="/solutions" size="lg" variant="secondary">
          Browse solutions
        </ButtonLink>
      </div>
    </section>
  );
}
