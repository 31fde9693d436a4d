import type * as React from "react";
import { Link } from "react-router";

/** An internal link that prefetches the target page's code and data when the visitor shows intent. */
export function SiteLink(props: React.ComponentProps<typeof Link>) {
  return <Link prefetch="intent" {...props} />;
}
