import Award from "lucide-react/icons/award";
import Headset from "lucide-react/icons/headset";
import Lightbulb from "lucide-react/icons/lightbulb";
import Ruler from "lucide-react/icons/ruler";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import Wrench from "lucide-react/icons/wrench";
import type { IconName } from "~/lib/icon-names";

const ICONS = {
  award: Award,
  users: Users,
  lightbulb: Lightbulb,
  "shield-check": ShieldCheck,
  ruler: Ruler,
  wrench: Wrench,
  headset: Headset,
} satisfies Record<IconName, unknown>;

/** Decorative: the text beside it carries the meaning. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
