import * as lucide from "lucide";
import type { IconName } from "~/lib/icon-names";
import { lucideIcon } from "./lucide-icon";

const Award = lucideIcon("award", lucide.Award);
const Headset = lucideIcon("headset", lucide.Headset);
const Lightbulb = lucideIcon("lightbulb", lucide.Lightbulb);
const Ruler = lucideIcon("ruler", lucide.Ruler);
const ShieldCheck = lucideIcon("shield-check", lucide.ShieldCheck);
const Users = lucideIcon("users", lucide.Users);
const Wrench = lucideIcon("wrench", lucide.Wrench);

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
