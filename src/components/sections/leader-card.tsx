import type { Leader } from "@content/schema.ts";
import { hasPortrait, portraitSize } from "@/lib/portraits.ts";

/**
 * One member of the leadership team: portrait, name, role and biography. The portrait is an illustration
 * (src/lib/portraits.ts), and its alt text says so; the outline shown for a leader not drawn yet is decorative. On a phone it sits beside the name, so that a card does not take
 * a whole screen; from two columns up it spans the card's width above the text.
 */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <li data-slot="leader-card" className="overflow-hidden rounded-card border border-border bg-card">
      <div className="flex items-center gap-4 px-6 pt-6 sm:block sm:p-0">
        <img
          src={`/images/leaders/${leader.slug}.svg`}
          alt={hasPortrait(leader.slug) ? `Illustrated portrait of ${leader.name}, ${leader.role}` : ""}
          width={portraitSize.width}
          height={portraitSize.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-28 shrink-0 rounded-xl bg-muted sm:w-full sm:rounded-none"
        />
        <div className="sm:px-6 sm:pt-6">
          <h3 className="font-semibold text-lg">{leader.name}</h3>
          <p className="font-medium text-primary text-sm">{leader.role}</p>
        </div>
      </div>
      <p className="px-6 pt-3 pb-6 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>
    </li>
  );
}
