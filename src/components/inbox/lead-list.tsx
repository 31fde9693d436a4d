import { answer, filterQuery, inboxApi, type LeadSummary } from "@lib/browser/inbox-client.ts";
import { datesInOrderMessage, type LeadSort, type LeadStatus, leadSorts, leadStatuses } from "@lib/inbox-api.ts";
import { useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button.tsx";
import { BulkActions, type BulkOutcome } from "./bulk-actions.tsx";
import { Input, Outcome, Select, useOutcome } from "./fields.tsx";
import { roleLabel, type Suite, statusLabel, suiteNames } from "./format.ts";
import { OverdueBadge, OwnerSelect, StatusBadge, StatusSelect, useOwners } from "./lead-parts.tsx";
import { responseText, listText as t } from "./strings.ts";
import { Age, cell, InboxTable, MorePages, row, ScreenLink } from "./table.tsx";

/** What the list's address may say of the leads it lists (server/inbox's filter and sort, as text). */
export const filterKeys = ["status", "spam", "suite", "from", "to", "q", "owner", "sort", "overdue", "domain"] as const;
export type Filter = Partial<Record<(typeof filterKeys)[number], string>>;

/**
 * Where the person was in the list: how many leads were shown (after "Show more"), how far down, and which lead they
 * opened. Kept in the list's own history entry, so Back (or reload) shows the same leads at the same place.
 */
type Place = { shown: number; scrollY: number; opened?: string };
const placeOf = () => (window.history.state as { place?: Place } | null)?.place;
const keepPlace = (place: Place) => window.history.replaceState({ ...(window.history.state ?? {}), place }, "");

/** The leads, newest first, with the filters, the search, the next page on request and the CSV of the same filter. */
export function LeadList({
  filter,
  suites,
  onFilter,
  onOpen,
}: {
  filter: Filter;
  suites: Suite[];
  onFilter: (filter: Filter) => void;
  onOpen: (id: string) => void;
}) {
  const [leads, setLeads] = useState<LeadSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const { done, problem, busy: loading, run, fail, setDone, setProblem } = useOutcome(true);
  const [counts, setCounts] = useState<Record<LeadStatus | "overdue", number> | null>(null);
  const owners = useOwners();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = new URLSearchParams(filterQuery(filter)).toString();
  const sort = (leadSorts as readonly string[]).includes(filter.sort ?? "") ? (filter.sort as LeadSort) : "newest";

  const restoring = useRef<Place | null>(null);

  /** The pages after `cursor` (the first without), added to `shown` until it holds at least `atLeast` leads. */
  async function read(shown: LeadSummary[], cursor: string | undefined, atLeast: number) {
    let at = cursor;
    do {
      const page = await answer(inboxApi.leads.$get({ query: filterQuery({ ...filter, cursor: at }) }));
      shown = [...shown, ...page.leads];
      at = page.next ?? undefined;
    } while (at && shown.length < atLeast);
    return { shown, at };
  }

  /** The first page, or the next one after `cursor`; with `place`, as many pages as were shown there. */
  const load = (cursor?: string, place?: Place) =>
    run(async () => {
      const { shown, at } = await read(cursor ? leads : [], cursor, place?.shown ?? 0);
      setLeads(shown);
      setNext(at ?? null);
      if (cursor) keepPlace({ shown: shown.length, scrollY: window.scrollY });
      if (place) restoring.current = place;
    }, "");

  // The counts ignore the status chosen, so each count says what choosing its status would list.
  const readCounts = () => answer(inboxApi.leads.counts.$get({ query: filterQuery({ ...filter, sort: undefined }) }));
  const loadCounts = () => readCounts().then(setCounts, () => setCounts(null));

  // What the screen lists now, for a refresh that answers after the person chose another filter.
  const listed = useRef(query);
  listed.current = query;
  const [arrived, setArrived] = useState("");

  /**
   * Reads the same leads and counts again, in place: ticks, the form, the scroll and the focus stay as they are. The
   * leads not listed before are announced. A failure is left to the next refresh.
   */
  async function refresh() {
    if (loading) return;
    const asked = query;
    try {
      const [{ shown, at }, counts] = await Promise.all([read([], undefined, leads.length), readCounts()]);
      if (asked !== listed.current) return;
      const before = new Set(leads.map((lead) => lead.id));
      const added = shown.filter((lead) => !before.has(lead.id)).length;
      setLeads(shown);
      setNext(at ?? null);
      setCounts(counts);
      if (added) setArrived(added === 1 ? "1 new lead" : `${added.toLocaleString("en")} new leads`);
    } catch {}
  }
  const refreshLatest = useRef(refresh);
  refreshLatest.current = refresh;

  // New and changed leads show by themselves: every 20 s while the page is in sight, and as soon as it is back in sight.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible") void refreshLatest.current();
    };
    const every = window.setInterval(again, 20_000);
    const gone = new AbortController();
    document.addEventListener("visibilitychange", again, gone);
    window.addEventListener("focus", again, gone);
    return () => {
      window.clearInterval(every);
      gone.abort();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list reloads when the filter (its query) changes.
  useEffect(() => {
    void load(undefined, placeOf());
    loadCounts();
    setSelected(new Set());
  }, [query]);

  const toggle = (id: string) => setSelected((now) => toggled(now, id));

  // The keys (shown above the list): / search, j and k the next and previous lead, x selects it. Not while typing.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest("textarea, select, [contenteditable]")) return;
      if (target instanceof HTMLInputElement && target.type !== "checkbox") return;
      const rows = [...document.querySelectorAll<HTMLElement>("tr[data-lead]")];
      const current = rows.findIndex((row) => row.contains(document.activeElement));
      if (event.key === "/") {
        event.preventDefault();
        document.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
      } else if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        const next = event.key === "j" ? Math.min(current + 1, rows.length - 1) : Math.max(current - 1, 0);
        rows[next]?.querySelector<HTMLElement>("a")?.focus();
      } else if (event.key === "x" && current >= 0) {
        event.preventDefault();
        const id = rows[current]?.dataset.lead;
        if (id) setSelected((now) => toggled(now, id));
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /** Runs a bulk action, then shows the list again as it is now, at the same place, and says what was done. */
  async function afterBulk(action: () => Promise<BulkOutcome>) {
    setProblem("");
    setDone("");
    const outcome = await action().catch(fail);
    if (!outcome) return;
    setSelected(new Set());
    await load(undefined, { shown: leads.length, scrollY: window.scrollY });
    loadCounts();
    setDone(outcome.done.join(" "));
    if (outcome.conflicts) setProblem(outcome.conflicts);
  }

  // Back at the list: the same place, with the focus on the lead that was open.
  useEffect(() => {
    const place = restoring.current;
    if (loading || !place) return;
    restoring.current = null;
    window.scrollTo(0, place.scrollY);
    if (place.opened)
      document.querySelector<HTMLElement>(`a[href="/inbox?lead=${place.opened}"]`)?.focus({ preventScroll: true });
  }, [loading]);

  const form = useRef<HTMLFormElement>(null);

  /** The filter the form shows now, applied or not (typed words, a date chosen), with `change` over it. */
  function formFilter(change: Filter = {}): Filter {
    // The form's fields; a company and Overdue are chosen elsewhere (a domain, a count), and newest first is the default.
    const shown = Object.fromEntries(
      [...new FormData(form.current ?? undefined)].map(([name, value]) => [name, String(value).trim() || undefined]),
    );
    const order = shown.sort === "newest" ? undefined : shown.sort;
    return { ...shown, overdue: filter.overdue, domain: filter.domain, sort: order, ...change };
  }

  /** Lists what the form shows, with `change` over it; dates the wrong way round are explained instead. */
  function apply(change: Filter = {}) {
    const next = formFilter(change);
    if (next.from && next.to && next.from > next.to) setProblem(datesInOrderMessage);
    else onFilter(next);
  }

  const total = counts ? leadStatuses.reduce((sum, status) => sum + counts[status], 0) : 0;
  // On a phone the rarer fields fold away, unless one of them is in use; from the small breakpoint on, all show.
  const rarerInUse = Boolean(filter.suite || filter.from || filter.to || (filter.spam && filter.spam !== "hide") || filter.sort);
  const [allFields, setAllFields] = useState(rarerInUse);
  useEffect(() => {
    if (rarerInUse) setAllFields(true);
  }, [rarerInUse]);
  const rarer = allFields ? "" : "max-sm:hidden";

  return (
    <section aria-labelledby="leads-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="leads-heading" className="font-bold text-2xl">
          {filter.domain ? `Leads from ${filter.domain}` : filter.owner === "me" ? t.myLeadsHeading : t.heading}
        </h1>
        <ButtonLink variant="secondary" size="sm" href={`/api/inbox/leads.csv${query ? `?${query}` : ""}`} download>
          Export CSV
        </ButtonLink>
      </div>
      <form
        // A new filter (Clear included) shows its own values in the form.
        key={query}
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        aria-label="Filter leads"
        className="grid gap-3 rounded-card border border-border bg-card p-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        <div className="sm:col-span-3 lg:col-span-2">
          <Input label="Search" name="q" type="search" defaultValue={filter.q} placeholder="Name, company, e-mail or message" />
        </div>
        <StatusSelect
          label={t.status}
          name="status"
          defaultValue={filter.status ?? ""}
          before={<option value="">{t.any}</option>}
        />
        <OwnerSelect
          label={t.owner}
          name="owner"
          defaultValue={filter.owner ?? ""}
          owners={owners}
          before={
            <>
              <option value="">Anyone</option>
              <option value="me">{t.myLeadsHeading}</option>
              <option value="none">{t.nobody}</option>
            </>
          }
        />
        <Select
          label="Sort"
          className={rarer}
          name="sort"
          defaultValue={sort}
          options={leadSorts.map((value) => [value, t.sorts[value]])}
        />
        <Select
          label="Suite"
          className={rarer}
          name="suite"
          defaultValue={filter.suite ?? ""}
          options={suites.map((suite) => [suite.slug, suite.name])}
          before={<option value="">{t.any}</option>}
        />
        <Select
          label={t.spam}
          className={rarer}
          name="spam"
          defaultValue={filter.spam ?? "hide"}
          options={Object.entries(t.spamChoices)}
        />
        <Input label="From" className={rarer} name="from" type="date" defaultValue={filter.from} />
        <Input label="To" className={rarer} name="to" type="date" defaultValue={filter.to} />
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-2">
          <Button type="submit" size="sm">
            Apply
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => onFilter({})}>
            Clear
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="ml-auto sm:hidden"
            aria-expanded={allFields}
            onClick={() => setAllFields(!allFields)}
          >
            {allFields ? "Fewer filters" : "More filters"}
          </Button>
        </div>
      </form>
      {counts ? (
        <nav aria-label="Leads in each status" className="flex flex-wrap gap-2">
          {/* A count lists its status with what the form shows, words typed and not yet applied included. */}
          <CountButton current={!filter.status} onClick={() => apply({ status: undefined })}>
            {`All: ${total.toLocaleString("en")}`}
          </CountButton>
          {leadStatuses.map((status) => (
            <CountButton key={status} current={filter.status === status} onClick={() => apply({ status })}>
              {t.count(statusLabel(status), counts[status])}
            </CountButton>
          ))}
          <CountButton
            current={filter.overdue === "yes"}
            onClick={() => apply({ overdue: filter.overdue === "yes" ? undefined : "yes" })}
          >
            {t.count(responseText.overdue, counts.overdue)}
          </CountButton>
        </nav>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs max-sm:hidden">
        <span>Keyboard shortcuts:</span>
        {t.keys.map(([key, what]) => (
          <span key={key}>
            <kbd className="rounded border border-border bg-muted px-1.5 font-mono">{key}</kbd> {what}
          </span>
        ))}
      </p>
      {selected.size > 0 ? (
        <BulkActions
          chosen={leads.filter((lead) => selected.has(lead.id))}
          owners={owners}
          onClear={() => setSelected(new Set())}
          act={(action) => void afterBulk(action)}
          say={(message) => {
            setProblem("");
            setDone(message);
          }}
        />
      ) : null}
      <Outcome done={done} problem={problem} />
      <p aria-live="polite" className="sr-only">
        {arrived}
      </p>
      <InboxTable
        caption={t.captions[sort]}
        columns={t.columns}
        minWidth="min-w-[44rem]"
        empty={!loading && leads.length === 0 ? "No leads match." : undefined}
        leading={
          <input
            type="checkbox"
            aria-label="Select every lead shown"
            checked={leads.length > 0 && leads.every((lead) => selected.has(lead.id))}
            onChange={(event) => setSelected(event.currentTarget.checked ? new Set(leads.map((lead) => lead.id)) : new Set())}
          />
        }
      >
        {leads.map((lead) => (
          <tr key={lead.id} data-lead={lead.id} className={`${row} hover:bg-muted`}>
            <td className={cell}>
              <input
                type="checkbox"
                aria-label={`Select ${lead.fullName}`}
                checked={selected.has(lead.id)}
                onChange={() => toggle(lead.id)}
              />
            </td>
            <th scope="row" className={`${cell} font-medium`}>
              <ScreenLink
                href={`/inbox?lead=${lead.id}`}
                onOpen={() => {
                  keepPlace({ shown: leads.length, scrollY: window.scrollY, opened: lead.id });
                  onOpen(lead.id);
                }}
              >
                {lead.fullName}
              </ScreenLink>
              {lead.isSpam ? (
                <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-destructive text-xs">{t.spam}</span>
              ) : null}
              {lead.isSpam && lead.spamReason ? (
                <span className="mt-1 block font-normal text-muted-foreground text-xs">Flagged as spam: {lead.spamReason}</span>
              ) : null}
              {lead.doubt ? (
                <>
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs">{t.doubtBadge}</span>
                  <span className="mt-1 block font-normal text-muted-foreground text-xs">
                    {lead.doubt} Many such leads are people whose browser filled in the form: read it before marking it spam.
                  </span>
                </>
              ) : null}
            </th>
            <td className={cell}>
              <span className="flex flex-wrap gap-1">
                <StatusBadge status={lead.status} />
                {lead.overdue ? <OverdueBadge /> : null}
              </span>
            </td>
            <td className={cell}>
              <span className="whitespace-nowrap">
                <Age at={lead.createdAt} />
              </span>
              {/* On a phone the owner's column is past the screen's edge: whose it is shows here (its column says it too). */}
              <span aria-hidden="true" className="block text-muted-foreground text-xs sm:hidden">
                Owner: {lead.owner?.name ?? t.nobody}
              </span>
            </td>
            <td className={cell}>{lead.owner?.name ?? t.none}</td>
            <td className={cell}>
              {lead.company}
              {lead.companyDomain && lead.companyDomain !== filter.domain ? (
                <button
                  type="button"
                  className="block cursor-pointer break-all text-left text-primary text-xs underline-offset-4 hover:underline"
                  onClick={() => onFilter({ domain: lead.companyDomain ?? undefined })}
                >
                  {lead.companyDomain}
                  <span className="sr-only">: list this company's leads</span>
                </button>
              ) : null}
            </td>
            <td className={cell}>{roleLabel(lead.role)}</td>
            <td className={cell}>{suiteNames(lead.suites, suites) || t.none}</td>
          </tr>
        ))}
      </InboxTable>
      {selected.size > 0 ? (
        // The changes are above the list; this bar stays in view at the foot of the screen while leads are ticked.
        <div className="sticky bottom-2 z-10 flex items-center justify-between gap-3 rounded-card border border-primary bg-card px-4 py-2 text-sm shadow-lg">
          <span aria-hidden="true">{t.bulkSelected(selected.size)}</span>
          <Button
            type="button"
            size="sm"
            onClick={() => {
              const panel = document.getElementById("bulk-actions");
              panel?.scrollIntoView({ block: "start" });
              panel?.focus({ preventScroll: true });
            }}
          >
            Change them
          </Button>
        </div>
      ) : null}
      <MorePages loading={loading} more={Boolean(next)} onMore={() => next && void load(next)} />
    </section>
  );
}

/** The selection with one lead ticked, or unticked if it was. */
function toggled(selection: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A status's count: pressing it lists that status alone; the one listed is marked as current. */
function CountButton({ current, onClick, children }: { current: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={current}
      onClick={onClick}
      className="cursor-pointer rounded-full border border-border bg-card px-3 py-1 font-medium text-sm hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
    >
      {children}
    </button>
  );
}
