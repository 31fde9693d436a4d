const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A content date (YYYY-MM-DD) as "4 March 2026", the same in every time zone. Written out rather than through
 * Intl: the first toLocaleDateString of a page loads locale data, which costs a phone several milliseconds of
 * hydration for one line of text.
 */
export function formatDate(iso: string) {
  const date = new Date(`${iso}T12:00:00Z`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
