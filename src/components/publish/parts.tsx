import { formatDate } from "@lib/dates.ts";
import { entryHistoryUrl, type ListedEntry } from "@lib/publish-api.ts";
import { useRef, useState } from "react";
import { Problem } from "@/components/inbox/fields.tsx";
import { leadText, signInText } from "@/components/inbox/strings.ts";
import { Button } from "@/components/ui/button.tsx";
import { publishText as text } from "./strings.ts";

export const link = "font-semibold text-primary underline";

/** An entry in a list: its name, leading to its history, and a post's state. */
export function EntryName({ entry }: { entry: ListedEntry }) {
  return (
    <span>
      {entry.file ? (
        <a className="underline underline-offset-2" href={entryHistoryUrl(encodeURIComponent(entry.file))}>
          {entry.name}
        </a>
      ) : (
        entry.name
      )}
      {entry.state && (
        <span data-state={entry.state} className="ml-1 rounded bg-muted px-1.5 text-muted-foreground text-xs">
          {text.states[entry.state](entry.date ? formatDate(entry.date) : "")}
        </span>
      )}
    </span>
  );
}

/**
 * The staff screen around the publish page and an entry's history, with the server's refusal of the last request (a
 * `problem`, `refused` with its status) above its content; in place of its content, the way to sign in (401), or that
 * the role is missing (403).
 */
export function Screen({
  title,
  problem,
  refused,
  children,
}: {
  title: string;
  problem: string;
  refused: number;
  children: React.ReactNode;
}) {
  const signIn = `/inbox?next=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-2xl">{title}</h1>
        <nav className="flex flex-wrap gap-4 text-sm">
          <a className={link} href="/keystatic">
            {text.edit}
          </a>
          {title !== text.title && (
            <a className={link} href="/publish">
              {text.title}
            </a>
          )}
          <a className={link} href="/inbox">
            {signInText.nav}
          </a>
        </nav>
      </header>
      {problem && (refused === 401 || refused === 403) ? (
        <>
          <p role="alert">
            {refused === 401
              ? "Sign in to publish the site."
              : "Only editors and admins can publish the site. An admin can give you the editor role."}
          </p>
          {refused === 401 && (
            <a className={link} href={signIn}>
              {signInText.signIn}
            </a>
          )}
        </>
      ) : (
        <>
          {problem && <Problem message={problem} />}
          {children}
        </>
      )}
    </main>
  );
}

/** A question before an act on the site: `ask(value)` opens it, and its confirm button calls `onConfirm(value)`. */
export function useConfirm<T>(words: { title: string; body: string; confirm: string }, onConfirm: (value: T) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setAsked] = useState<T>();
  const ask = (value: T) => {
    setAsked(value);
    dialog.current?.showModal();
  };
  const element = (
    <dialog
      ref={dialog}
      aria-labelledby="confirm-title"
      className="m-auto max-w-md rounded-card border border-border bg-card p-6 backdrop:bg-ink/40"
      onClose={() => setAsked(undefined)}
    >
      <form
        method="dialog"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          const confirmed = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "go";
          if (confirmed && asked !== undefined) onConfirm(asked);
        }}
      >
        <h2 id="confirm-title" className="font-bold text-lg">
          {words.title}
        </h2>
        <p className="text-sm">{words.body}</p>
        <div className="flex gap-3">
          <Button type="submit" value="go">
            {words.confirm}
          </Button>
          <Button type="submit" value="cancel" variant="secondary">
            {leadText.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
  return [ask, element] as const;
}
