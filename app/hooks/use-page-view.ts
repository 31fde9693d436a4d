import { useEffect } from "react";
import { type PageViewName, trackPageView } from "~/lib/analytics";

/** Reports a named page view once per visit of the page. */
export function usePageView(name: PageViewName) {
  useEffect(() => trackPageView(name), [name]);
}
