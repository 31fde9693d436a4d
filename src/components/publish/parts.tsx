import { formatDate } from "@lib/dates.ts";
import { entryHistoryUrl, type ListedEntry } from "@lib/publish-api.ts";
import { Problem } from "@/components/inbox/fields.tsx";
import { signInText } from "@/components/inbox/strings.ts";
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
          <p role="alert">{refused === 401 ? text.signIn : text.editorsOnly}</p>
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
