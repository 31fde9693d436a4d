const key = "tessera:reloaded-for-stale-chunk";

/**
 * After a deploy, an open tab may ask for code that no longer exists. Vite fires `vite:preloadError` when a
 * preload fails; reload once to pick up the new build, and rethrow if the reload did not help.
 * Returns a cleanup function.
 */
export function reloadOnceOnStaleChunk() {
  const onPreloadError = (event: Event) => {
    if (sessionStorage.getItem(key)) return; // already tried: let the error surface
    event.preventDefault();
    sessionStorage.setItem(key, String(Date.now()));
    window.location.reload();
  };
  // A page that loaded and settled clears the mark, so a later deploy gets its own single reload.
  const settled = window.setTimeout(() => sessionStorage.removeItem(key), 10_000);
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => {
    window.clearTimeout(settled);
    window.removeEventListener("vite:preloadError", onPreloadError);
  };
}
