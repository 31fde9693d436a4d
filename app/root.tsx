import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, useRouteLoaderData } from "react-router";
import { DemoDialogProvider } from "~/components/demo/demo-dialog-provider";
import { Consent } from "~/components/layout/consent";
import { NavigationProgress } from "~/components/layout/navigation-progress";
import { ScrollProgress } from "~/components/layout/scroll-progress";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { layoutData } from "~/content/navigation";
import { site } from "~/content/site";
import { useScrollToTopOnNavigate } from "~/hooks/use-scroll-to-top";
import { reloadOnceOnStaleChunk } from "~/lib/stale-chunk";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

// Only a client navigation to an address that does not exist shows it here (the prerendered not-found page has
// a route of its own), so its code is not part of every page.
const NotFound = lazy(() => import("~/components/sections/not-found").then((module) => ({ default: module.NotFound })));

/**
 * scripts/postbuild.ts inlines the rules of this stylesheet that each page uses and leaves the link disabled; the
 * page's loader enables it once the page has painted (scripts/defer-hydration.ts).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // A PNG rather than the SVG it is drawn from: for an SVG icon the browser builds a document of its own on the
  // page's main thread (2 to 13 ms here), just as the page starts to hydrate.
  { rel: "icon", href: "/icon-48.png", sizes: "48x48", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/atom+xml", title: "News and insights", href: "/feed.xml" },
];

/** Navigation, footer and brand, read from the content at build time (no copy ships in the bundle). */
export function loader() {
  return { ...layoutData(), ctaLabel: site.ctaLabel };
}

/** Navigation, footer and brand are the same on every page: a navigation never needs them again. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1324" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-full bg-ink px-4 py-2 font-semibold text-on-ink text-sm focus:translate-y-0"
        >
          Skip to content
        </a>
        <DemoDialogProvider solutions={data?.solutions ?? []}>
          <ScrollProgress />
          {data ? <SiteHeader sections={data.navigation} brand={data.site.name} ctaLabel={data.ctaLabel} /> : null}
          <NavigationProgress />
          <main id="main" tabIndex={-1} className="min-h-[60vh] pt-header outline-none">
            {children}
          </main>
          {data ? <SiteFooter columns={data.footerColumns} site={data.site} /> : null}
          <Consent />
        </DemoDialogProvider>
        {/* The scripts are part of the prerendered HTML, rewritten by scripts/defer-hydration.ts. Rendered again in
            the browser they would only put React Router's modulepreload links back in the head: a score of new
            elements, created while the page hydrates, for files it has already loaded. */}
        {import.meta.env.SSR ? <Scripts /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTopOnNavigate();
  useEffect(() => {
    document.documentElement.dataset.js = "";
    return reloadOnceOnStaleChunk();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-prose px-4 py-24 text-center">
      <h1 className="font-bold text-3xl">Something went wrong</h1>
      <p className="mt-4 text-muted-foreground">An error occurred. Please refresh the page.</p>
    </section>
  );
}
