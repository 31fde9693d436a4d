import {
  Activity,
  Bot,
  Briefcase,
  Building,
  Building2,
  ChartLine,
  Coins,
  Cpu,
  CreditCard,
  Gauge,
  Gift,
  Globe,
  Handshake,
  HeartHandshake,
  type IconNode,
  Landmark,
  Layers,
  Lightbulb,
  Link,
  Lock,
  MessageSquare,
  Network,
  PiggyBank,
  Plug,
  Puzzle,
  Rocket,
  Scale,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Store,
  TrendingDown,
  Users,
  Wallet,
  Workflow,
  Zap,
} from "lucide";
import type { IconSet } from "~/components/ui/svg-icon";
import type { IconName } from "~/content/schema";

const nodes: Record<IconName, IconNode> = {
  activity: Activity,
  bot: Bot,
  briefcase: Briefcase,
  building: Building,
  "building-2": Building2,
  "chart-line": ChartLine,
  coins: Coins,
  cpu: Cpu,
  "credit-card": CreditCard,
  gauge: Gauge,
  gift: Gift,
  globe: Globe,
  handshake: Handshake,
  "heart-handshake": HeartHandshake,
  landmark: Landmark,
  layers: Layers,
  lightbulb: Lightbulb,
  link: Link,
  lock: Lock,
  "message-square": MessageSquare,
  network: Network,
  "piggy-bank": PiggyBank,
  plug: Plug,
  puzzle: Puzzle,
  rocket: Rocket,
  scale: Scale,
  "shield-check": ShieldCheck,
  "shopping-bag": ShoppingBag,
  sparkles: Sparkles,
  store: Store,
  "trending-down": TrendingDown,
  users: Users,
  wallet: Wallet,
  workflow: Workflow,
  zap: Zap,
};

function collect(value: unknown, found: IconSet) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "icon" && typeof item === "string" && item in nodes) found[item as IconName] = nodes[item as IconName];
      else collect(item, found);
    }
  }
}

/**
 * A loader's data plus the path data of every icon its content names (`icon: "rocket"` anywhere in it), so the
 * page's `<Icon name>` elements draw from the loader data and no icon set ships in the JavaScript.
 */
export function withIcons<T extends object>(data: T): T & { icons: IconSet } {
  const icons: IconSet = {};
  collect(data, icons);
  return { ...data, icons };
}
