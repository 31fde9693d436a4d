import { type CSSProperties, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster, toast } from "sonner";

const layerId = "toast-layer";

/**
 * Shows one toast (at most one at a time). The toasts live in a manual popover so that they sit in the top
 * layer, above a modal dialog that is open; showing the layer again lifts it above whatever opened since.
 */
export function showToast(kind: "success" | "error", title: string, description: string) {
  const layer = document.getElementById(layerId);
  if (layer?.matches(":popover-open")) layer.hidePopover();
  layer?.showPopover();
  toast.dismiss();
  toast[kind](title, {
    description,
    style: { borderLeft: `4px solid var(--color-${kind === "error" ? "destructive" : "primary"})` },
  });
}

/**
 * The toast layer, added to the page by the first form that hydrates. Styled inline: it only ever exists once this
 * island has loaded, so no page carries rules for it.
 */
export function Toasts() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let layer = document.getElementById(layerId);
    if (!layer) {
      layer = Object.assign(document.createElement("div"), { id: layerId, popover: "manual" });
      // The whole screen, transparent to the pointer but for the toasts themselves.
      layer.style.cssText =
        "pointer-events:none;margin:0;width:100%;height:100%;max-width:none;max-height:none;overflow:visible;border:0;padding:0;background:none";
      document.body.append(layer);
    }
    setHost(layer);
  }, []);
  if (!host) return null;
  // Below the fixed header (theme.css), so the toast never hides its links.
  const belowHeader = { top: "calc(var(--spacing-header) + 1rem)" };

  return createPortal(
    <Toaster
      visibleToasts={1}
      position="top-right"
      offset={belowHeader}
      mobileOffset={belowHeader}
      closeButton
      duration={6000}
      // The × inside the toast's top right corner, where the library would hang it half outside the top left one.
      style={
        {
          pointerEvents: "auto",
          "--toast-close-button-start": "unset",
          "--toast-close-button-end": "0.5rem",
          "--toast-close-button-transform": "translateY(0.5rem)",
        } as CSSProperties
      }
      toastOptions={{
        style: { fontFamily: "var(--font-sans)", paddingRight: "2.5rem" },
        classNames: { title: "font-semibold" },
      }}
    />,
    host,
  );
}
