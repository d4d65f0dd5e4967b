import Award from "lucide-react/icons/award";
import Building2 from "lucide-react/icons/building-2";
import Factory from "lucide-react/icons/factory";
import Flame from "lucide-react/icons/flame";
import Headset from "lucide-react/icons/headset";
import Lightbulb from "lucide-react/icons/lightbulb";
import Package from "lucide-react/icons/package";
import Ruler from "lucide-react/icons/ruler";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import type { IconName } from "~/content/schemas";

const ICONS = {
  flame: Flame,
  building: Building2,
  factory: Factory,
  package: Package,
  award: Award,
  users: Users,
  lightbulb: Lightbulb,
  "shield-check": ShieldCheck,
  ruler: Ruler,
  wrench: Wrench,
  headset: Headset,
} satisfies Record<IconName, unknown>;

/** A decorative icon named in the content; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
