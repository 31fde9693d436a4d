import { useNavigation } from "react-router";

/** A spinner while the next page's code and data load on client-side navigation. */
export function NavigationProgress() {
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed top-20 right-4 z-50">
      {loading ? (
        <span className="flex animate-[fade-in_0.2s_ease-out_0.15s_both] items-center gap-2 rounded-full bg-ink px-3 py-1.5 text-on-ink text-xs shadow-lg motion-reduce:animate-none">
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin-slow rounded-full border-2 border-on-ink/30 border-t-on-ink"
          />
          Loading page…
        </span>
      ) : null}
    </div>
  );
}
