import "react";

// Invoker commands (HTML): a button opens or closes a dialog or popover declaratively, with no script.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover" | `--${string}`;
  }
}
