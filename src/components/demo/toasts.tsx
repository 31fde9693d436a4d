import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";

const layerId = "toast-layer";

/**
 * Shows one toast (SPEC §4: at most one at a time). The toasts live in a manual popover so that they sit in the top
 * layer, above a modal dialog that is open; showing the layer again lifts it above whatever opened since.
 */
export function showToast(kind: "success" | "error", title: string, description: string) {
  const layer = document.getElementById(layerId);
  if (layer?.matches(":popover-open")) layer.hidePopover();
  layer?.showPopover();
  toast.dismiss();
  toast[kind](title, { description });
}

/** The toast layer, added to the page by the first form that hydrates. */
export function Toasts() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let layer = document.getElementById(layerId);
    if (!layer) {
      layer = Object.assign(document.createElement("div"), { id: layerId, popover: "manual" });
      layer.className = "pointer-events-none m-0 size-full max-h-none max-w-none overflow-visible border-0 bg-transparent p-0";
      document.body.append(layer);
    }
    setHost(layer);
  }, []);
  if (!host) return null;
  return createPortal(
    <Toaster
      visibleToasts={1}
      position="top-right"
      closeButton
      duration={6000}
      className="pointer-events-auto"
      toastOptions={{
        classNames: {
          toast: "font-sans",
          title: "font-semibold",
          error: "!border-l-4 !border-l-destructive",
          success: "!border-l-4 !border-l-primary",
        },
      }}
    />,
    host,
  );
}
