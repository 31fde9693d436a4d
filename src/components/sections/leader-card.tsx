import type { Leader } from "@content/schema.ts";
import { Picture } from "@/components/ui/picture.tsx";

/** One member of the leadership team: portrait, name, role and biography. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <li data-slot="leader-card" className="rounded-card border border-border bg-card p-6">
      <Picture
        name={`leader-${leader.slug}`}
        alt={`Portrait of ${leader.name}`}
        widths={[192, 384]}
        width={384}
        height={384}
        sizes="96px"
        className="mb-4 size-24 rounded-full"
      />
      <h3 className="font-semibold text-lg">{leader.name}</h3>
      <p className="font-medium text-primary text-sm">{leader.role}</p>
      <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{leader.bio}</p>
    </li>
  );
}
