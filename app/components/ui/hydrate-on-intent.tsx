import { type ReactNode, type RefObject, Suspense, use, useEffect, useRef, useState, useSyncExternalStore } from "react";

/**
 * Most of a page is prose, cards and links: the prerendered HTML already shows it, and a plain link already
 * works. Hydrating all of it at load is main-thread work a phone pays for before it can answer a tap, so page
 * sections keep their prerendered HTML through the first hydration pass and hydrate when the visitor reaches for
 * them: the pointer enters, a finger touches, or focus arrives. React then hydrates that part alone, in a task of
 * its own, and replays a click or key press that arrived meanwhile (React's selective hydration), so a link or
 * button answers the first tap as it would have.
 *
 * The gate suspends only while React hydrates; a part rendered on the client (after a navigation) renders at once.
 */
type Gate = { released: boolean; promise: Promise<void>; release: () => void };

function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    released: false,
    promise,
    release() {
      gate.released = true;
      stopWaiting(gate);
      resolve();
    },
  };
  return gate;
}

/**
 * What counts as reaching for a part of the page: the pointer moving over any of it (also when it was already
 * there at load), a press, a touch, or keyboard focus.
 */
const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * The parts still waiting, by the element that contains them. One listener on the window hears every intent
 * first: React listens on the document, and stops an event that reaches a part it cannot hydrate yet, so the
 * gate must open before React sees the event; React then hydrates that part at once and handles the event.
 */
const waiting = new Map<Gate, HTMLElement>();

function onIntent(event: Event) {
  if (!(event.target instanceof Node)) return;
  for (const [gate, element] of waiting) {
    if (element.contains(event.target)) gate.release();
  }
}

function wait(gate: Gate, element: HTMLElement) {
  if (waiting.size === 0) {
    for (const type of intentEvents) window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  waiting.set(gate, element);
  return () => stopWaiting(gate);
}

function stopWaiting(gate: Gate) {
  if (!waiting.delete(gate) || waiting.size > 0) return;
  for (const type of intentEvents) window.removeEventListener(type, onIntent, true);
}

const noSubscription = () => () => {};

/** True while React hydrates prerendered HTML (the server snapshot is in use); false in a client render. */
function useHydrating() {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && !gate.released && typeof document !== "undefined") use(gate.promise);
  return children;
}

type HydrateOnIntentProps = {
  children: ReactNode;
  /** The element whose pointer, touch and focus events start hydration; it must contain the children. */
  target: RefObject<HTMLElement | null>;
};

export function HydrateOnIntent({ children, target }: HydrateOnIntentProps) {
  const [gate] = useState(createGate);
  const mounted = useRef(false);
  // A re-render after mount brings new children: React would drop still-dehydrated HTML to render them from
  // scratch, so hydrate instead.
  if (mounted.current) gate.release();
  useEffect(() => {
    mounted.current = true;
    const element = target.current;
    if (!element || gate.released) return;
    if (element.contains(document.activeElement)) {
      gate.release();
      return;
    }
    return wait(gate, element);
  }, [gate, target]);
  return (
    <Suspense fallback={null}>
      <GateKeeper gate={gate}>{children}</GateKeeper>
    </Suspense>
  );
}
