import { useRef } from "react";
import { useScrollListener } from "~/hooks/use-scroll";

/** A thin bar along the top of the viewport that grows with how far the page has been read. */
export function ScrollProgress() {
  const bar = useRef<HTMLDivElement>(null);
  useScrollListener(
    useRef(() => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      if (bar.current) {
        bar.current.style.transform = `scaleX(${progress})`;
        bar.current.dataset.progress = progress.toFixed(3);
      }
    }).current,
  );
  return (
    <div
      ref={bar}
      data-slot="scroll-progress"
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 origin-left scale-x-0 bg-primary"
    />
  );
}
