import { lazy, Suspense, useEffect, useState } from "react";
import { useAfterPaint } from "~/hooks/use-after-paint";

const ConsentBanner = lazy(() => import("~/components/layout/consent-banner"));

/** Mounts the consent banner once the page has painted, and again whenever Cookie settings is chosen. */
export function Consent() {
  const ready = useAfterPaint();
  const [forceOpen, setForceOpen] = useState(false);
  useEffect(() => {
    const open = () => setForceOpen(true);
    window.addEventListener("tessera:consent-open", open);
    return () => window.removeEventListener("tessera:consent-open", open);
  }, []);
  if (!ready && !forceOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner forceOpen={forceOpen} onClose={() => setForceOpen(false)} />
    </Suspense>
  );
}
