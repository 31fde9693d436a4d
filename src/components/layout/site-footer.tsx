import type { FooterColumn } from "@content/assemble.ts";
import { fill } from "@content/fill.ts";
import { ui } from "@content/index.ts";
import { site } from "@content/site.ts";
import { LogoMark } from "@/components/layout/logo.tsx";
import { Wordmark } from "@/components/layout/wordmark.tsx";

const copy = ui.footer;

/** "2025" in the year the site was first published, "2025–2026" after it: the footer is rendered at build time. */
const copyrightYears = (first: number, now = new Date().getFullYear()) => (now > first ? `${first}–${now}` : `${first}`);

export function SiteFooter({ columns }: { columns: FooterColumn[] }) {
  return (
    <footer data-slot="site-footer" className="border-white/10 border-t bg-ink text-on-ink">
      <div className="mx-auto max-w-content px-4 py-14 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(6,1fr)]">
          <div className="max-w-xs">
            <a href="/" className="inline-flex items-center gap-2 rounded-lg text-lg text-white">
              <LogoMark />
              <Wordmark name={site.name} />
            </a>
            <p className="mt-3 text-on-ink-muted text-sm">{`${site.tagline}.`}</p>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-6 lg:grid-cols-6">
            {columns.map((column) => (
              <nav key={column.title} aria-label={fill(copy.columnLinks, { column: column.title })}>
                <h2 className="font-semibold text-sm text-white">{column.title}</h2>
                <ul className="mt-3 flex flex-col gap-2">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="text-on-ink-muted text-sm transition-colors hover:text-white">
                        {link.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-white/10 border-t pt-6 text-on-ink-muted text-sm sm:flex-row sm:justify-between">
          <p>{fill(copy.copyright, { years: copyrightYears(site.copyrightYear), brand: site.name })}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <a href="/cookie-policy" data-consent-settings="" className="hover:text-white">
              {copy.cookieSettings}
            </a>
            <a href={`mailto:${site.contactEmail}`} className="hover:text-white">
              {site.contactEmail}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
