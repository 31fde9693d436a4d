import { Component, type ErrorInfo, type ReactNode } from "react";

export const sectionFailedMessage = "Some sections failed to load. Please refresh the page.";

type SectionBoundaryProps = {
  children: ReactNode;
  /** For decoration (the hero canvas): render nothing instead of the notice. */
  quiet?: boolean;
};

/** Keeps the rest of the page standing when one section fails to render (SPEC §4, §8). */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A section failed to render", error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      if (this.props.quiet) return null;
      return (
        <p role="alert" className="rounded-card border border-border bg-muted px-4 py-6 text-center text-muted-foreground">
          {sectionFailedMessage}
        </p>
      );
    }
    return this.props.children;
  }
}
