import type { SiteData } from "../../src/lib/site-data.ts";
import { visibleBidi } from "../bidi.ts";
import type { ClaimedNotification } from "../db/demo-requests.ts";
import { roleLabel, suiteLabels } from "../labels.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** Header values never carry line breaks or other control characters, whatever a visitor typed. */
export const headerSafe = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();

/**
 * The e-mail sales receives for one demo request: plain text and HTML, every visitor value escaped and its
 * bidirectional controls written out (server/bidi.ts), so a name reads as it was typed.
 */
export function leadEmail(
  stored: ClaimedNotification["request"],
  options: { from: string; to: string; solutions?: SiteData["solutions"] },
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
  const rows: [string, string][] = [
    ["Name", request.fullName],
    ["Work e-mail", visibleBidi(request.email)],
    ["Company", request.company],
    ["Role", role],
    ["Solutions of interest", suites.length ? suites.join(", ") : "None chosen"],
    ["Message", request.message ?? "None"],
    ["Sent from", request.sourcePath ?? "Unknown page"],
    ["Received", request.createdAt.toISOString()],
    ["Request id", request.id],
  ];
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: headerSafe(request.fullName), address: stored.email },
    subject: headerSafe(`New demo request: ${request.company} (${request.fullName})`).slice(0, 200),
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<h1 style="font:600 18px sans-serif">New demo request</h1><table style="font:14px sans-serif;border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`,
    // One Message-ID per request: should a crash between sending and recording it cause a resend, mail
    // systems treat the copies as one message.
    messageId: `<demo-request-${request.id}@${options.from.split("@")[1] ?? "tessera.example"}>`,
    headers: { "X-Demo-Request-Id": request.id },
  };
}
