import { leaderPhotos } from "@content/pictures.ts";
import type { Leader } from "@content/schema.ts";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import "./leader-card.css";

/** "Sofia Lindqvist" → "SL": the first letters of the first and last words of a name. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toLocaleUpperCase();
};

/**
 * One member of the leadership team, laid out by leader-card.css. Initials in place of a photo not yet given are
 * decorative: the name is beside them. `brief`: the head alone, without the biography (About; the biographies are on
 * Leadership). `named`: the name as a heading of the list it stands in, or (beside an article's own heading) as a line.
 */
export function LeaderCard({ leader, brief = false, named = "h3" }: { leader: Leader; brief?: boolean; named?: "h3" | "p" }) {
  const Name = named;
  const photo = leaderPhotos.get(leader.slug);
  return (
    <li data-slot="leader-card" className="overflow-hidden rounded-card border border-border bg-card pb-6">
      <div className="leader-head">
        {photo ? (
          <ContentPicture picture={photo} className="leader-photo" />
        ) : (
          <span className="leader-photo" data-initials="" aria-hidden="true">
            {initialsOf(leader.name)}
          </span>
        )}
        <div>
          <Name className="font-semibold text-lg">{leader.name}</Name>
          <p className="font-medium text-primary text-sm">{leader.role}</p>
        </div>
      </div>
      {brief ? null : <p className="px-6 pt-3 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>}
    </li>
  );
}
