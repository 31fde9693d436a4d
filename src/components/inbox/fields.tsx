import type * as React from "react";
import { cloneElement, useId } from "react";

/** A labelled control of the inbox's forms, in the site's form style. */
export const control =
  "block w-full rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground aria-[invalid=true]:border-destructive";

/** Labels its one control (an input, select or textarea), with an optional hint that describes it. */
export function Field({
  label,
  children,
  hint,
}: {
  label: string;
  children: React.ReactElement<{ id?: string; "aria-describedby"?: string }>;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="text-sm">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {cloneElement(children, { id, "aria-describedby": hint ? `${id}-hint` : undefined })}
      {hint ? (
        <span id={`${id}-hint`} className="mt-1 block text-muted-foreground text-xs">
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** A problem the server reported, read out when it appears. */
export function Problem({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className={message ? "rounded-xl border border-destructive bg-background px-3 py-2 text-destructive text-sm" : "sr-only"}
    >
      {message}
    </p>
  );
}
