import { useEffect, useState } from "react";

/** Calls `onScroll` at most once per frame while the page scrolls or resizes, and once on mount. */
export function useScrollListener(onScroll: () => void) {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onScroll();
      });
    };
    onScroll();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [onScroll]);
}

/** True once the page has scrolled more than `threshold` pixels. */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useScrollListener(useCallbackOnce(() => setPast(window.scrollY > threshold)));
  return past;
}

/**
 * The id of the section whose box spans the line `offset` pixels below the top of the viewport, if any.
 * `ids` must be a stable array.
 */
export function useActiveSection(ids: readonly string[], offset: number) {
  const [active, setActive] = useState<string | null>(null);
  useScrollListener(
    useCallbackOnce(() => {
      let found: string | null = null;
      for (const id of ids) {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        if (rect && rect.top <= offset && rect.bottom > offset) {
          found = id;
          break;
        }
      }
      setActive(found);
    }),
  );
  return active;
}

// The listeners above only read the DOM and set state, so the first closure is as good as any later one.
function useCallbackOnce<T extends () => void>(fn: T): T {
  const [stable] = useState(() => fn);
  return stable;
}
