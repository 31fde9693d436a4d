/**
 * The brand's name, drawn: the outlines of Inter Bold's letters (SIL Open Font License), kerned as Inter sets them and
 * tracked −0.025 em, at 256 units to the em with the baseline at 0. Drawn rather than set in type, it looks the same
 * on every machine whatever fonts it has, and no font file is fetched for it (docs/decisions/018-one-system-typeface.md).
 */
const em = 256;
const box = { x: 9, y: -186, width: 928, height: 189 };
const letters =
  "M9-155v-31h153v31h-57V0H66v-155ZM224 3q-22 0-37-9-16-9-24-25t-8-38 8-38 23-25 36-9q13 0 25 4t21 13 14 22 5 31v11h-95q0 11 4 18 4 8 11 12 7 5 17 5 7 0 12-2 6-2 9-6 4-4 6-9l34 6q-3 12-12 21-8 8-20 13-13 5-29 5m-32-87h59l-3-12q-3-8-10-13-6-4-16-4t-16 4-11 12zM362 3q-17 0-30-5t-21-14-11-22l35-6q3 10 10 14 7 5 18 5t17-4 6-10-4-9q-5-4-14-5l-24-5q-20-5-30-15-10-9-10-25 0-14 7-23 8-10 21-15t31-5q16 0 28 4 12 5 20 13 7 8 10 20l-33 6q-2-7-8-12-7-5-17-5-9 0-15 4-7 4-7 11 0 5 5 9 4 3 13 5l26 5q20 4 30 14 10 9 10 24 0 14-8 24T395-3t-33 6m137 0q-17 0-30-5t-21-14-11-22l35-6q3 10 10 14 7 5 18 5t17-4 6-10-4-9q-5-4-14-5l-24-5q-20-5-30-15-10-9-10-25 0-14 7-23 8-10 21-15t31-5q16 0 28 4 12 5 20 13 7 8 10 20l-33 6q-2-7-9-12-6-5-16-5-9 0-15 4-7 4-7 11 0 5 4 9 5 3 14 5l26 5q20 4 30 14 10 9 10 24 0 14-8 24T531-3t-32 6m145 0q-22 0-37-9-16-9-24-25t-8-38 8-38 23-25 36-9q14 0 25 4 12 4 21 13t14 22 5 31v11h-95q0 11 4 18 4 8 11 12 8 5 17 5 7 0 12-2 6-2 9-6 4-4 6-9l34 6q-3 12-11 21-9 8-21 13-13 5-29 5m-32-87h59q0-7-3-12-3-8-10-13-6-4-16-4t-16 4-11 12zM727 0v-140h36v25h1q4-13 13-20t21-7l6 1 6 1v33l-7-1-9-1q-8 0-15 4t-11 10-4 16V0Zm133 3q-13 0-24-5-10-5-16-14-7-9-7-23 0-12 5-20 4-7 12-12 7-5 16-7l20-4 20-2q7-1 11-4 3-2 3-6v-1q0-6-2-10-3-4-8-7-5-2-12-2t-12 2l-9 6q-4 4-5 8l-35-5q4-12 12-21 9-8 21-13 13-4 28-4 12 0 22 2 11 3 19 9 9 5 14 14t5 22V0h-36v-19h-1l-9 11q-6 5-14 8t-18 3m11-27q8 0 15-3 7-4 11-10 3-6 3-13v-15l-5 2-7 2-8 1-7 1q-7 1-13 4l-8 5q-3 4-3 10 0 5 3 9t8 6z";

/**
 * The wordmark beside the logo's tiles. It takes the size of the text around it (its letters are as tall as that
 * text's capitals) and its colour (currentColor), so it follows the theme. `name` is what it says to assistive
 * technology: the brand's name from the content.
 */
export function Wordmark({ name }: { name: string }) {
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      width={`${box.width / em}em`}
      height={`${box.height / em}em`}
    >
      <path fill="currentColor" d={letters} />
    </svg>
  );
}
