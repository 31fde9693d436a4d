const months = "January February March April May June July August September October November December".split(" ");

/**
 * A content date (YYYY-MM-DD) as "4 March 2026", the same in every time zone. Written out rather than through
 * Intl: the first toLocaleDateString of a page loads locale data, which costs a phone several milliseconds of
 * hydration for one line of text.
 */
export function formatDate(iso: string) {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const staffFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * A moment as staff read it on the inbox's and the publishing screens, in their browser's time zone, one way
 * everywhere: "29 Nov 2026, 14:03" (the e-mails to sales say the same in the team's zone, with the zone named).
 */
export const staffTime = (moment: string | Date) => staffFormat.format(new Date(moment));
