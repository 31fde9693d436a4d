import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const positions = new Map<string, number>();
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Scrolls smoothly to the top on every new path (or to the #hash target), and back to where the visitor was
 * on Back and Forward. Instant when the visitor prefers reduced motion.
 */
export function useScrollToTopOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useIsomorphicLayoutEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from.key === location.key) return;
    positions.set(from.key, window.scrollY);
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    if (navigationType === "POP") {
      window.scrollTo({ top: positions.get(location.key) ?? 0, behavior: "auto" });
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior });
    } else if (from.pathname !== location.pathname) {
      window.scrollTo({ top: 0, behavior });
    }
  }, [location, navigationType]);
}

/** Smoothly scrolls to the top; used by links that may point at the page already shown. */
export function scrollToTop() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}
