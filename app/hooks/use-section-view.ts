import { type RefObject, useEffect } from "react";
import { track } from "~/lib/analytics";

/**
 * Watches a section once: reports `event` the first time it is on screen, and, for a section that starts
 * below the fold, hides its contents until then so they animate in (see `[data-reveal]` in app.css).
 * Nothing is hidden under reduced motion, without JavaScript, or for what the visitor already sees.
 *
 * Where the section is comes from the observer's first report, which the browser computes with its next frame;
 * reading the layout here instead would force one layout per section while the page hydrates.
 */
export function useSectionView(ref: RefObject<HTMLElement | null>, event: string | undefined) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          const belowFold = entry.boundingClientRect.top > (entry.rootBounds?.height ?? window.innerHeight);
          if (!entry.isIntersecting && belowFold && !reduceMotion) element.dataset.reveal = "pending";
        }
        if (!entry.isIntersecting) return;
        if (element.dataset.reveal === "pending") element.dataset.reveal = "shown";
        if (event) track(event);
        observer.disconnect();
      },
      { threshold: 0.15 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, event]);
}
