import { html } from "hono/html";
import type { SiteData } from "../../src/lib/site-data.ts";
import { visibleBidi } from "../bidi.ts";
import type { demoRequests } from "../db/schema.ts";
import { campaignLabel, roleLabel, suiteLabels } from "../labels.ts";

type Lead = typeof demoRequests.$inferSelect;

/** A line of an e-mail: its label, its value, and where the value links to (the lead, the visitor's address), if anywhere. */
type Row = [label: string, value: string, href?: string];

/** The e-mails' HTML table of rows, every value escaped (Hono's `html`); a message keeps its line breaks. */
const htmlTable = (rows: Row[]) =>
  html`<table style="font:14px sans-serif;border-collapse:collapse">${rows.map(
    ([label, value, href]) =>
      html`<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${href ? html`<a href="${href}">${value}</a>` : value}</td></tr>`,
  )}</table>`;

/** Header values never carry line breaks or other control characters, whatever a visitor typed. */
const headerSafe = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();

/**
 * The e-mail sales receives for one demo request: plain text and HTML, every visitor value escaped and its
 * bidirectional controls written out (server/bidi.ts), so a name reads as it was typed.
 */
export function leadEmail(
  stored: Lead,
  options: { from: string; to: string; origin: string; timeZone: string; solutions?: SiteData["solutions"] },
) {
  const request = {
    ...stored,
    fullName: visibleBidi(stored.fullName),
    company: visibleBidi(stored.company),
    message: visibleBidi(stored.message),
    sourcePath: visibleBidi(stored.sourcePath),
  };
  const role = roleLabel(request.role) ?? "Not given";
  const suites = request.suitesOfInterest.map(suiteLabels(options.solutions));
  const link = leadLink(options.origin, request.id);
  const rows: Row[] = [
    ...doubtRow(stored),
    ["Open it", link, link],
    ["Name", request.fullName],
    ["Work e-mail", visibleBidi(request.email), `mailto:${stored.email}`],
    ["Company", request.company],
    ["Role", role],
    ["Solutions of interest", suites.length ? suites.join(", ") : "None chosen"],
    ["Message", request.message ?? "None"],
    ["Sent from", request.sourcePath ?? "Unknown page"],
    ["Received", inZone(request.createdAt, options.timeZone)],
    ["Request id", request.id],
  ];
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: headerSafe(request.fullName), address: stored.email },
    subject: headerSafe(`New demo request${toCheck(stored)}: ${request.company} (${request.fullName})`).slice(0, 200),
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: String(
      html`<h1 style="font:600 18px sans-serif">New demo request</h1><p style="font:14px sans-serif"><a href="${link}">Open it in the inbox</a></p>${htmlTable(rows)}`,
    ),
    // One Message-ID per request: should a crash between sending and recording it cause a resend, mail
    // systems treat the copies as one message.
    messageId: `<demo-request-${request.id}@${options.from.split("@")[1] ?? "tessera.example"}>`,
    headers: { "X-Demo-Request-Id": request.id },
  };
}

/**
 * A lead the form's checks doubted (docs/decisions/022-judging-automation.md) says so first, and in its subject: it
 * reaches sales all the same, and a person decides.
 */
const doubtRow = (stored: Lead): Row[] =>
  stored.doubt ? [["To check", `${stored.doubt} It came to you all the same: if it is spam, mark it so in the inbox.`]] : [];
const toCheck = (stored: Lead) => (stored.doubt ? ", to check" : "");

/** The lead's campaign parameters in words ("source: newsletter, campaign: autumn"), or "None". */
const campaignOf = (utm: Record<string, string> | null) => visibleBidi(campaignLabel(utm)) || "None";

/** Where the lead came from: the page it was sent from, and the page before it. */
const sourceOf = (stored: Lead) =>
  [visibleBidi(stored.sourcePath) ?? "Unknown page", stored.referrer ? `(from ${visibleBidi(stored.referrer)})` : ""]
    .join(" ")
    .trim();

/**
 * A time as sales read it, in the team's zone (set on the Assignment screen), the zone named: "29 Nov 2026, 04:24 UTC",
 * "29 Nov 2026, 05:24 CET (Europe/Berlin)".
 */
export function inZone(time: Date, timeZone: string) {
  const text = new Intl.DateTimeFormat("en-GB", {
    ...{ day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
    ...{ timeZone, timeZoneName: "short" },
  }).format(time);
  return timeZone === "UTC" ? text : `${text} (${timeZone})`;
}

export const leadLink = (origin: string, id: string) => `${origin}/inbox?lead=${id}`;

/**
 * The e-mail a lead's owner gets when it becomes theirs: who, the link to it in the inbox, and where it came from
 * (its source and campaign). Escaped and neutralised as the notification to sales is.
 */
export function ownerAlertEmail(
  stored: Lead,
  owner: { name: string; email: string },
  options: { from: string; origin: string; timeZone: string },
) {
  const company = visibleBidi(stored.company);
  const name = visibleBidi(stored.fullName);
  const link = leadLink(options.origin, stored.id);
  const rows: Row[] = [
    ...doubtRow(stored),
    ["Lead", `${name}, ${company}`],
    ["Open it", link, link],
    ["Source", sourceOf(stored)],
    ["Link tracking (UTM)", campaignOf(stored.utm ?? null)],
    ["Received", inZone(stored.createdAt, options.timeZone)],
  ];
  return {
    from: options.from,
    to: { name: headerSafe(owner.name), address: owner.email },
    subject: headerSafe(`Your new lead${toCheck(stored)}: ${company} (${name})`).slice(0, 200),
    text: `${headerSafe(owner.name)}, this lead is yours.\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}`,
    html: String(
      html`<p style="font:14px sans-serif">${owner.name}, this lead is yours: <a href="${link}">open it in the inbox</a>.</p>${htmlTable(rows)}`,
    ),
    headers: { "X-Demo-Request-Id": stored.id },
  };
}

/** Slack's formatting rules: &, < and > are its markup (mentions, links), so a visitor's words carry them escaped. */
const escapeSlack = (value: string) => value.replace(/[&<>]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[ch] ?? ch);

/**
 * The short message SLACK_WEBHOOK_URL gets: whose lead, which company, and the link. None of it is markup, so all of it
 * is escaped: a company named "<!channel>" pings nobody, and no text becomes a link.
 */
export function slackAlert(stored: Lead, owner: string | null, origin: string) {
  const company = visibleBidi(stored.company);
  const campaign = campaignOf(stored.utm ?? null);
  return {
    text: escapeSlack(
      `New lead${owner ? ` for ${visibleBidi(owner)}` : ""}: ${company}${campaign === "None" ? "" : ` (${campaign})`}. ${leadLink(origin, stored.id)}`,
    ),
  };
}
