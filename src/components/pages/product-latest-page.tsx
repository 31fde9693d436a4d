import { pages, releases, ui } from "@content/index.ts";
import { formatDate } from "@lib/dates.ts";
import { CountCard } from "@/components/sections/customer-story.tsx";
import { PageHeader, Section } from "@/components/sections/section.tsx";
import "./product-latest-page.css";

/** Product updates: the areas released in most beside the heading, then the release notes on a timeline, newest first. */
export function ProductLatestPage() {
  return (
    <>
      <PageHeader
        {...pages.productLatest}
        aside={
          <CountCard heading={ui.resources.byTag} slot="releases-by-area" names={releases.flatMap((r) => r.tags)} most={5} />
        }
      />
      <Section id="product-latest">
        <ol className="mx-auto flex max-w-3xl flex-col gap-8 border-border border-l pl-6">
          {releases.map((release) => (
            <li key={release.title} className="release">
              <p className="text-muted-foreground text-sm">
                <time dateTime={release.date}>{formatDate(release.date)}</time>
              </p>
              <h2 className="mt-1 font-semibold text-xl">{release.title}</h2>
              <p className="mt-2 text-muted-foreground leading-relaxed">{release.body}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {release.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-muted px-2.5 py-1 font-medium text-xs">
                    {tag}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
