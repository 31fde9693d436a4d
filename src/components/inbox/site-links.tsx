import { publishText } from "@/components/publish/strings.ts";
import { narrowCard } from "./fields.tsx";

/** What an editor, who does not see leads, finds after signing in: the way to the editor and to publishing. */
export function SiteLinks() {
  return (
    <section className={narrowCard}>
      <h1 tabIndex={-1} className="font-bold text-2xl outline-none">
        Edit the website
      </h1>
      <a className="font-semibold text-primary underline" href="/keystatic">
        {publishText.edit}
      </a>
      <a className="font-semibold text-primary underline" href="/publish">
        {publishText.title}
      </a>
    </section>
  );
}
