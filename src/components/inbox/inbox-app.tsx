import { authClient, authed, currentUser } from "@lib/browser/inbox-auth-client.ts";
import { type Me, sessionEndedEvent } from "@lib/browser/inbox-client.ts";
import { canEditSite, canSeeLeads } from "@lib/inbox-api.ts";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { publishText } from "@/components/publish/strings.ts";
import { Button, ButtonLink } from "@/components/ui/button.tsx";
import { Account } from "./account.tsx";
import { Assignment } from "./assignment.tsx";
import { Audit } from "./audit.tsx";
import { Loading, useOutcome } from "./fields.tsx";
import type { Suite } from "./format.ts";
import { type Filter, filterKeys, LeadList } from "./lead-list.tsx";
import { LeadPage } from "./lead-page.tsx";
import { SetPassword } from "./set-password.tsx";
import { SignIn } from "./sign-in.tsx";
import { SiteLinks } from "./site-links.tsx";
import { assignmentText, auditText, listText, signInText, usersText } from "./strings.ts";
import { Users } from "./users.tsx";

/** The screens an address names by `?view=` alone. */
const screens = ["users", "assignment", "audit", "account"] as const;
type Screen = (typeof screens)[number];

type View =
  | { kind: "leads"; filter: Filter }
  | { kind: "lead"; id: string }
  | { kind: Screen }
  | { kind: "set-password"; token: string; error: string };

/**
 * The screen the address names: /inbox (the leads, with their filter), ?lead=<id>, ?view=users, ?view=assignment,
 * ?view=audit, ?view=account, /inbox/set-password.
 */
function viewOf(location: Location): View {
  const params = new URLSearchParams(location.search);
  if (location.pathname.startsWith("/inbox/set-password")) {
    // better-auth sends a used or expired link here with ?error=INVALID_TOKEN instead of a token.
    return { kind: "set-password", token: params.get("token") ?? "", error: params.get("error") ?? "" };
  }
  const lead = params.get("lead");
  if (lead) return { kind: "lead", id: lead };
  const screen = params.get("view") as Screen;
  if (screens.includes(screen)) return { kind: screen };
  return { kind: "leads", filter: Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? undefined])) };
}

/** The staff page a sign-in leads back to (`?next=/keystatic`): a path on this site, never another site's address. */
function returnAddress(location: Location): string | undefined {
  const next = new URLSearchParams(location.search).get("next");
  return next && /^\/(?:keystatic|publish|preview)(?:[/?#]|$)/.test(next) ? next : undefined;
}

function addressOf(view: View): string {
  if (view.kind === "lead") return `/inbox?lead=${encodeURIComponent(view.id)}`;
  if (view.kind === "set-password") return "/inbox/set-password";
  if (view.kind !== "leads") return `/inbox?view=${view.kind}`;
  const params = new URLSearchParams();
  for (const key of filterKeys) if (view.filter[key]) params.set(key, view.filter[key] as string);
  return `/inbox${params.size ? `?${params}` : ""}`;
}

/**
 * The sales inbox: a React app rendered only in the browser (src/pages/inbox), behind sign-in. Each screen has its
 * own address, so Back, reload and a shared link work.
 */
export function InboxApp({ suites }: { suites: Suite[] }) {
  const [view, setView] = useState<View>(() => viewOf(window.location));
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const { problem, fail } = useOutcome();
  // The session ended while a screen was open: sign in again here, and the screen comes back (a note being typed is
  // kept as a draft).
  const [ended, setEnded] = useState(false);
  // What the last screen's action did, said on the screen it led to (an erasure, on the list).
  const [notice, setNotice] = useState("");
  // Whether the lead on screen was opened from the list: then going back returns to the list as it was (Back).
  const openedFromList = useRef(false);

  const loadMe = useCallback(() => {
    currentUser().then((user) => {
      // Sent here to sign in from another staff page (the editor, publishing): back there once signed in.
      const next = returnAddress(window.location);
      if (user && next) window.location.replace(next);
      else setMe(user);
    }, fail);
  }, [fail]);

  useEffect(() => {
    // The list puts its own place back (lead-list.tsx), once its leads have arrived.
    window.history.scrollRestoration = "manual";
    if (view.kind !== "set-password") loadMe();
    const onPop = () => {
      openedFromList.current = false;
      setView(viewOf(window.location));
    };
    const onEnded = () => {
      setEnded(true);
      setMe(null);
    };
    const gone = new AbortController();
    window.addEventListener("popstate", onPop, gone);
    window.addEventListener(sessionEndedEvent, onEnded, gone);
    return () => gone.abort();
  }, [loadMe, view.kind]);

  // Each screen's title and heading: the document says where you are, and focus moves to the new screen's heading.
  useEffect(() => {
    const titles = {
      leads: listText.heading,
      lead: "Lead",
      users: usersText.heading,
      assignment: assignmentText.heading,
      audit: auditText.heading,
      account: "Your account",
      "set-password": "Choose your password",
    };
    document.title = `${me === null ? signInText.signIn : titles[view.kind]} | ${signInText.brand}`;
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [view, me]);

  const go = (next: View) => {
    openedFromList.current = false;
    setNotice("");
    window.history.pushState(null, "", addressOf(next));
    setView(next);
    window.scrollTo(0, 0);
  };
  /** A button of the inbox's bar, marked as the page shown while its screen is. */
  const tab = (to: View, label: ReactNode, current = view.kind === to.kind) => (
    <Button size="sm" variant="ghost-inverse" aria-current={current ? "page" : undefined} onClick={() => go(to)}>
      {label}
    </Button>
  );

  async function signOut(everywhere: boolean) {
    try {
      if (everywhere) await authed(authClient.revokeSessions());
      await authed(authClient.signOut());
    } finally {
      setMe(null);
      go({ kind: "leads", filter: {} });
    }
  }

  let screen: React.ReactNode;
  if (view.kind === "set-password") screen = <SetPassword token={view.token} error={view.error} />;
  else if (me === undefined) screen = <Loading problem={problem} />;
  else if (me === null)
    screen = (
      <SignIn
        notice={
          ended ? "Your session has ended. Sign in again to go on where you were: a note you were typing is kept." : undefined
        }
        onSignedIn={() => {
          setEnded(false);
          loadMe();
        }}
      />
    );
  else if (!canSeeLeads(me.role)) screen = <SiteLinks />;
  else if (view.kind === "lead")
    screen = (
      <LeadPage
        id={view.id}
        meId={me.id}
        suites={suites}
        isAdmin={me.role === "admin"}
        onBack={() => (openedFromList.current ? window.history.back() : go({ kind: "leads", filter: {} }))}
        onErased={(said) => {
          go({ kind: "leads", filter: {} });
          setNotice(said);
        }}
        onOpen={(id) => go({ kind: "lead", id })}
        onFilter={(filter) => go({ kind: "leads", filter })}
      />
    );
  else if (view.kind === "users" && me.role === "admin") screen = <Users meId={me.id} />;
  else if (view.kind === "assignment" && me.role === "admin") screen = <Assignment suites={suites} />;
  else if (view.kind === "audit" && me.role === "admin") screen = <Audit onOpen={(id) => go({ kind: "lead", id })} />;
  else if (view.kind === "account") screen = <Account me={me} onSignOutEverywhere={() => void signOut(true)} />;
  else
    screen = (
      <LeadList
        filter={view.kind === "leads" ? view.filter : {}}
        suites={suites}
        onFilter={(filter) => go({ kind: "leads", filter })}
        onOpen={(id) => {
          go({ kind: "lead", id });
          openedFromList.current = true;
        }}
      />
    );

  return (
    <>
      <header className="border-border border-b bg-ink text-on-ink">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a
            href="/inbox"
            className="font-bold text-lg text-white"
            onClick={(event) => {
              event.preventDefault();
              go({ kind: "leads", filter: {} });
            }}
          >
            {signInText.brand}
          </a>
          {me ? (
            <nav aria-label={signInText.nav} className="flex flex-wrap items-center gap-1 text-sm">
              {canSeeLeads(me.role) ? (
                <>
                  {tab({ kind: "leads", filter: {} }, listText.heading, view.kind === "leads" && view.filter.owner !== "me")}
                  {tab(
                    { kind: "leads", filter: { owner: "me" } },
                    listText.myLeadsHeading,
                    view.kind === "leads" && view.filter.owner === "me",
                  )}
                </>
              ) : null}
              {canEditSite(me.role) ? (
                <ButtonLink size="sm" variant="ghost-inverse" href="/publish">
                  {publishText.title}
                </ButtonLink>
              ) : null}
              {me.role === "admin" ? (
                <>
                  {tab({ kind: "users" }, usersText.heading)}
                  {tab({ kind: "assignment" }, assignmentText.heading)}
                  {tab({ kind: "audit" }, auditText.heading)}
                </>
              ) : null}
              {tab(
                { kind: "account" },
                <>
                  {me.name}
                  <span className="sr-only">: your account</span>
                </>,
              )}
              <Button size="sm" variant="ghost-inverse" onClick={() => void signOut(false)}>
                Sign out
              </Button>
            </nav>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-content px-4 py-8 [&_h1]:outline-none" tabIndex={-1}>
        <p role="status" className={notice ? "mb-4 text-primary text-sm" : "sr-only"}>
          {notice}
        </p>
        {screen}
      </main>
    </>
  );
}
