import type { IconName } from "@content/schema.ts";
import { icons } from "lucide";
import { SvgIcon } from "./svg-icon.tsx";

/** Lucide's own name of an icon the content names: "building-2" is Building2, "chart-line" ChartLine. */
const lucideName = (name: IconName) =>
  name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof icons;

/** A decorative Lucide icon named by the content, drawn as inline SVG at build time: no icon code reaches the browser. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon node={icons[lucideName(name)]} className={className} />;
}
