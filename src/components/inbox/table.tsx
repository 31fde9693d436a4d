import { staffTime } from "@lib/dates.ts";
import type * as React from "react";
import { Button } from "@/components/ui/button.tsx";
import { age } from "./format.ts";
import { pagesText } from "./strings.ts";

export const cell = "px-4 py-3";

/**
 * A table of the inbox's lists (the leads, the audit log), in a card that scrolls sideways on a narrow screen: its
 * caption for screen readers, its column headings (after `leading`, a heading cell of its own such as "select all"),
 * its rows, and `empty` in their place once it is loaded with none.
 */
export function InboxTable({
  caption,
  columns,
  leading,
  empty,
  minWidth = "min-w-[40rem]",
  children,
}: {
  caption: string;
  columns: readonly string[];
  leading?: React.ReactNode;
  /** Said where the rows would be, or nothing while they load. */
  empty?: string;
  minWidth?: string;
  children: React.ReactNode;
}) {
  return (
    // Positioned, so that what is only for screen readers in a cell (absolutely placed) scrolls with the table
    // instead of widening the page.
    <div className="relative overflow-x-auto rounded-card border border-border bg-card">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-border border-b bg-muted text-muted-foreground">
          <tr>
            {leading ? (
              <th scope="col" className={`w-10 ${cell}`}>
                {leading}
              </th>
            ) : null}
            {columns.map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty ? <p className="px-4 py-8 text-center text-muted-foreground">{empty}</p> : null}
    </div>
  );
}

export const row = "border-border border-b last:border-0";

/** Below a list read a page at a time: "Loading..." while a page comes, then "Show more" while there are more. */
export function MorePages({
  loading,
  more,
  onMore,
}: {
  loading: boolean;
  /** Whether there is a next page. */
  more: boolean;
  onMore: () => void;
}) {
  return (
    <div aria-live="polite" className="flex justify-center">
      {loading ? <p className="text-muted-foreground text-sm">{pagesText.loading}</p> : null}
      {!loading && more ? (
        <Button variant="secondary" onClick={onMore}>
          {pagesText.showMore}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A link to another inbox screen (a lead, the list) that opens it in the app, keeping the address a real link, so a
 * new tab or window (Ctrl, Cmd or Shift and click) still works.
 */
export function ScreenLink({
  href,
  onOpen,
  className = "",
  children,
}: {
  href: string;
  onOpen: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      className={`text-primary underline-offset-4 hover:underline ${className}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}

/** How long ago something happened ("3 min ago"), with the date and time on hover. */
export function Age({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} className={className} title={staffTime(at)}>
      {age(at)}
    </time>
  );
}
