import { publishText } from "@/components/publish/strings.ts";
import { answer, InboxError, publishApi } from "@/lib/browser/inbox-client.ts";
import { entryHistoryUrl, pagePreviewUrl } from "@/lib/publish-api.ts";

/**
 * The bar above the editor (./editor-page.astro). For the entry open: its history, its page's preview, and who else has
 * it open, asked of the server (`/api/editor/presence`) when Keystatic, which routes in the browser, shows another
 * address, and every 15 s while the page is in sight. For a save refused, where the person looks: why, in the bar
 * above the Save button, and the cursor in the first field at fault (Keystatic marks it aria-invalid, or the server's
 * refusal names it by its label).
 */

const element = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const [history, preview] = [element<HTMLAnchorElement>("entry-history"), element<HTMLAnchorElement>("entry-preview")];
const [editedBy, saveMessage, mentions] = [element("edited-by"), element("save-message"), element("mentions")];
// As the publishing screens write a moment (src/lib/dates.ts): "16:02".
const time = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });
let shown = "";
let beatAt = 0;
/** When a save was last asked for: the bar asks again once it is written, for the names a rename left behind. */
let askedAt = 0;

async function beat() {
  // Former names are looked for when another entry opens and after a save, not at every heartbeat: each look reads the
  // entry's history and the whole content.
  const lookForNames = location.pathname !== shown || askedAt > beatAt;
  shown = location.pathname;
  beatAt = Date.now();
  const answered = await answer(publishApi.editor.presence.$post({ json: { at: shown } })).catch(() => undefined);
  if (!answered || shown !== location.pathname) return;
  const { entry, others } = answered;
  history.hidden = !entry;
  preview.hidden = !entry?.address;
  if (entry) [history.href, preview.href] = [entryHistoryUrl(entry.file), pagePreviewUrl(entry.file)];
  if (lookForNames) void showMentions(entry?.file);
  const people = others.map(({ name, since }) => ({ name, since: time.format(new Date(since)) }));
  const text = people.length
    ? `Being edited by ${people.map(({ name, since }) => `${name} (since ${since})`).join(" and ")}`
    : "";
  if (editedBy.textContent !== text) editedBy.textContent = text;
}

setInterval(() => {
  if (location.pathname !== shown) saveMessage.textContent = "";
  const due = location.pathname !== shown || Date.now() - beatAt >= 15_000 || (askedAt > beatAt && Date.now() - askedAt >= 2_000);
  if (due && document.visibilityState === "visible") void beat();
}, 500);

/** When the last save was asked for (the form sent, or Ctrl+S): a refusal shown after it is the answer to it. */
let savedAt = 0;
const refused = (message: string, field: Element | null) => {
  savedAt = 0;
  saveMessage.textContent = message;
  if (field instanceof HTMLElement) field.focus();
  field?.scrollIntoView({ block: "center" });
  // Keystatic is as tall as the window, below the bar: the page scrolls by the bar's height, and the bar stays in sight.
  window.scrollTo({ top: 0 });
};
const askedToSave = () => {
  savedAt = askedAt = Date.now();
  saveMessage.textContent = "";
  // Keystatic checks the fields before it sends anything, and marks those at fault at once.
  setTimeout(() => {
    const invalid = document.querySelector("form [aria-invalid='true']");
    if (invalid)
      refused("Not saved: a field needs a change. It is marked in red below, with the reason; the cursor is in it.", invalid);
  });
};
document.addEventListener("submit", askedToSave, true);
document.addEventListener("keydown", (event) => (event.ctrlKey || event.metaKey) && event.key === "s" && askedToSave(), true);

/**
 * The field a refusal names, as the server's messages do ("… → Position: 2 is already used …", or "Ana Lopez changed
 * “Hero → Heading” …"): of the fields so labelled, the one whose value the message quotes.
 */
function fieldNamed(message: string) {
  const named = [...document.querySelectorAll("form label")]
    .filter((label) => {
      const text = label.textContent?.replace(/\*$/, "").trim();
      return [` → ${text}:`, `“${text}”`, ` → ${text}”`].some((naming) => message.includes(naming));
    })
    .map((label) => (label as HTMLLabelElement).control);
  return named.find((field) => field && "value" in field && field.value && message.includes(String(field.value))) ?? named[0];
}

// The server's refusal: Keystatic shows it as an alert above the form, which may be out of sight (not a toast's).
const alerts = "[role='alert']:not([role='alertdialog'] *)";
new MutationObserver((records) => {
  if (!savedAt || Date.now() - savedAt > 120_000) return;
  for (const node of records.flatMap((record) => [...record.addedNodes])) {
    const alert = node instanceof Element ? (node.closest(alerts) ?? node.querySelector(alerts)) : null;
    const message = alert?.textContent?.trim();
    if (alert && message) return refused(message, fieldNamed(message) ?? alert);
  }
}).observe(document.body, { childList: true, subtree: true });

/**
 * After a rename, a name the entry had before that other entries' words still say: each of them, to open, and the offer
 * to write the name of now in all of them (one save, checked like any other).
 */
async function showMentions(file: string | undefined) {
  const found = file ? await answer(publishApi.editor.mentions.$get({ query: { file } })).catch(() => undefined) : [];
  const [mention] = found ?? [];
  mentions.hidden = !mention;
  if (!mention || !file) return;
  const [words, places] = mentions.querySelectorAll("span") as NodeListOf<HTMLElement>;
  const write = mentions.querySelector("button") as HTMLButtonElement;
  if (!words || !places) return;
  words.textContent = publishText.mentions(mention.from, mention.places.length);
  places.replaceChildren(
    ...mention.places.flatMap(({ name, at }, index) => [
      ...(index ? [" · "] : []),
      Object.assign(document.createElement("a"), { href: at, textContent: name }),
    ]),
  );
  [write.textContent, write.hidden, places.hidden] = [`Write “${mention.name}” in all of them`, false, false];
  write.onclick = async () => {
    write.disabled = true;
    const written = await answer(publishApi.editor.mentions.$post({ json: { file, from: mention.from } })).catch(
      (error: InboxError) => error,
    );
    write.disabled = false;
    if (written instanceof InboxError)
      saveMessage.textContent = written.status
        ? written.message
        : "Nothing was saved: the server did not answer. Check your connection, then try again.";
    else [words.textContent, write.hidden, places.hidden] = [publishText.nameWritten(written.summary), true, true];
  };
}
