import { InboxError } from "@lib/browser/inbox-client.ts";
import type * as React from "react";
import { cloneElement, useCallback, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { pagesText } from "./strings.ts";

/** A labelled control of the inbox's forms, in the site's form style. */
export const control =
  "block w-full rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground aria-[invalid=true]:border-destructive";

/** What labels a control: its label, a hint that describes it, and the class of the Field around it. */
type Labelled = { label: string; hint?: string | undefined; className?: string };

export function Input({ label, hint, className, ...input }: Labelled & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} className={className}>
      <input className={control} {...input} />
    </Field>
  );
}

export type SelectProps = Labelled & { before?: React.ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>;

/** A labelled select of `options` ([value, label]), after the choices given first (`before`: "Any", "Keep as it is"…). */
export function Select({
  label,
  hint,
  className,
  options,
  before,
  ...select
}: SelectProps & { options: readonly (readonly [string, string])[] }) {
  return (
    <Field label={label} hint={hint} className={className}>
      <select className={control} {...select}>
        {before}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Labels its one control (an input, select or textarea), with an optional hint that describes it. */
export function Field({
  label,
  children,
  hint,
  className = "",
}: Labelled & { children: React.ReactElement<{ id?: string; "aria-describedby"?: string }> }) {
  const id = useId();
  return (
    <div className={`text-sm ${className}`}>
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
      className={
        message
          ? "whitespace-pre-line rounded-xl border border-destructive bg-background px-3 py-2 text-destructive text-sm"
          : "sr-only"
      }
    >
      {message}
    </p>
  );
}

/** A form's submit button, on its own in the form's layout (`className`: its place there). */
export function Submit({ className, ...button }: React.ComponentProps<typeof Button>) {
  return (
    <div className={className}>
      <Button type="submit" size="sm" {...button} />
    </div>
  );
}

/** A screen's data while it is read, or the problem reading it met. */
export const Loading = ({ problem }: { problem: string }) =>
  problem ? <Problem message={problem} /> : <p className="text-muted-foreground">{pagesText.loading}</p>;

/** What an action did, read out when it changes, and the problem it met, if any: below the form or buttons. */
export function Outcome({ done, problem }: { done: string; problem: string }) {
  return (
    <>
      <p role="status" className="text-primary text-sm">
        {done}
      </p>
      <Problem message={problem} />
    </>
  );
}

/** A screen of the inbox: its heading, which names it, and what it is for; then what it shows. */
export function Screen({
  id,
  heading,
  intro,
  className = "",
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-6 ${className}`}>
      <h1 id={id} className="font-bold text-2xl">
        {heading}
      </h1>
      {intro ? <p className="max-w-prose text-muted-foreground text-sm">{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * A part of a screen under its heading, which `id` names (to link to); `card`: set apart on a card. With `onSubmit`, the
 * part is a form, named by its heading.
 */
export function Section({
  id,
  title,
  card,
  className = "gap-3",
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  card?: boolean;
  className?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const Part = onSubmit ? "form" : "section";
  return (
    <Part
      aria-labelledby={id}
      onSubmit={onSubmit}
      className={`flex flex-col ${className} ${card ? "rounded-card border border-border bg-card p-5" : ""}`}
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {children}
    </Part>
  );
}

/** The narrow card of the screens before the inbox (sign-in, choosing a password, the editors' links): centred, room above. */
export const narrowCard = "mx-auto mt-16 flex max-w-sm flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-sm";

/**
 * The state of a screen's actions: what the last one did, the problem it met (`refused`: the status the server refused
 * it with, 0 for a request that never reached it), and whether one is running. `run` runs an action and says `done` once
 * it succeeds (with its result, when `done` is a function), or the problem; it resolves to whether it succeeded. `fail`
 * shows a failure met elsewhere. `busyAtFirst`: a screen that reads its data as it opens is busy until then.
 */
export function useOutcome(busyAtFirst = false) {
  const [done, setDone] = useState("");
  const [problem, setProblem] = useState("");
  const [refused, setRefused] = useState(0);
  const [busy, setBusy] = useState(busyAtFirst);
  const fail = useCallback((error: unknown) => {
    setRefused(error instanceof InboxError ? error.status : 0);
    setProblem(error instanceof Error ? error.message : String(error));
  }, []);
  async function run<T>(action: () => Promise<T>, said: string | ((result: T) => string)) {
    setBusy(true);
    setProblem("");
    setDone("");
    try {
      const result = await action();
      setDone(typeof said === "function" ? said(result) : said);
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { done, problem, refused, busy, run, fail, setDone, setProblem };
}

/** A form's fields by name, as it would send them (the inbox's forms have no files). */
export const fieldsOf = (form: HTMLFormElement) => Object.fromEntries(new FormData(form)) as Record<string, string | undefined>;

/** Runs `effect` once, as the screen opens: what the screen reads. */
export function useOnce(effect: () => unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the screen opens.
  useEffect(() => void effect(), []);
}

/** What `load` answers, once it has (and its setter); asked again when `key`, what it asks for, changes. */
export function useLoaded<T>(key: string, load: () => Promise<T>, onError: (error: unknown) => void = () => {}) {
  const [data, setData] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says what `load` asks for.
  useEffect(() => {
    load().then(setData, onError);
  }, [key]);
  return [data, setData] as const;
}

function storedDraft(key: string) {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/**
 * A text being typed that outlives its screen: kept in this browser (localStorage, under `key`) as it is typed, until
 * it is set back to empty, so going to another screen, a reload or a session that ends on the way loses none of it.
 */
export function useDraft(key: string) {
  const [text, setText] = useState(() => storedDraft(key));
  useEffect(() => setText(storedDraft(key)), [key]);
  function change(value: string) {
    setText(value);
    try {
      if (value) window.localStorage.setItem(key, value);
      else window.localStorage.removeItem(key);
    } catch {
      // Storage refused (private mode, full): the text stays on screen as before.
    }
  }
  return [text, change] as const;
}
