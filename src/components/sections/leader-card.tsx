import type { Leader } from "@content/schema.ts";
import { fill } from "@lib/fill.ts";
import { hasPortrait, portraitSize } from "@/lib/portraits.ts";
import "./leader-card.css";

/**
 * One member of the leadership team: portrait, name, role and biography. The portrait is an illustration
 * (src/lib/portraits.ts), and its alt text says so; the outline shown for a leader not drawn yet is decorative. On a
 * phone it sits beside the name, so that a card does not take a whole screen; from two columns up it spans the card's
 * width above the text (leader-card.css).
 */
export function LeaderCard({
  leader,
  portraitAlt,
}: {
  leader: Leader /** "Illustrated portrait of {name}, {role}" */;
  portraitAlt: string;
}) {
  return (
    <li data-slot="leader-card" className="overflow-hidden rounded-card border border-border bg-card">
      <div className="leader-head">
        <img
          src={`/images/leaders/${leader.slug}.svg`}
          alt={hasPortrait(leader.slug) ? fill(portraitAlt, { name: leader.name, role: leader.role }) : ""}
          width={portraitSize.width}
          height={portraitSize.height}
          loading="lazy"
          decoding="async"
        />
        <div>
          <h3 className="font-semibold text-lg">{leader.name}</h3>
          <p className="font-medium text-primary text-sm">{leader.role}</p>
        </div>
      </div>
      <p className="px-6 pt-3 pb-6 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>
    </li>
  );
}
