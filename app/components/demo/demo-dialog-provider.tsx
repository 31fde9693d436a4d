import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import type { SolutionOption } from "~/components/demo/demo-form";

const loadDemoLayer = () => import("~/components/demo/demo-layer");
const DemoLayer = lazy(loadDemoLayer);

/** Starts loading the dialog's code; Book a demo buttons call it when a visitor points at or focuses them. */
export const preloadDemoDialog = () => void loadDemoLayer();

type DemoDialogContext = {
  open: (solution?: string) => void;
  /** Mounts the toasts without opening the dialog (the /demo page's inline form). */
  mountToasts: () => void;
};

const Context = createContext<DemoDialogContext | null>(null);

export function useDemoDialog() {
  return useContext(Context);
}

/**
 * Holds the demo dialog's state for the whole site. The dialog, the form and the toasts are one chunk that
 * loads on intent or first click, never with the first page.
 */
export function DemoDialogProvider({ solutions, children }: { solutions: SolutionOption[]; children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<{ open: boolean; solution?: string; openCount: number; opener?: HTMLElement }>({
    open: false,
    openCount: 0,
  });

  const open = useCallback((solution?: string) => {
    setRequested(true);
    // Focus goes back to the button that opened the dialog when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    setState((s) => ({ open: true, solution, opener, openCount: s.openCount + 1 }));
  }, []);
  const onOpenChange = useCallback((next: boolean) => setState((s) => ({ ...s, open: next })), []);
  const value = useMemo(() => ({ open, mountToasts: () => setRequested(true) }), [open]);

  return (
    <Context.Provider value={value}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <DemoLayer
            key={state.openCount}
            open={state.open}
            onOpenChange={onOpenChange}
            solutions={solutions}
            preselected={state.solution}
            returnFocusTo={state.opener}
          />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}
