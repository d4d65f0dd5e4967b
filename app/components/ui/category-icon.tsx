import * as lucide from "lucide";
import type { ComponentType } from "react";
import type { CategoryIconName } from "~/lib/icon-names";
import { lucideIcon } from "./lucide-icon";

const Building2 = lucideIcon("building-2", lucide.Building2);
const Factory = lucideIcon("factory", lucide.Factory);
const Flame = lucideIcon("flame", lucide.Flame);
const Package = lucideIcon("package", lucide.Package);

export type IconComponent = ComponentType<{
  className?: string;
  "aria-hidden"?: "true";
  focusable?: "false";
}>;

// Apart from ui/icon.tsx: the category, service and project pages need only these.
const CATEGORY_ICONS: Record<CategoryIconName, IconComponent> = {
  flame: Flame,
  building: Building2,
  factory: Factory,
  package: Package,
};

export function categoryIcon(name: CategoryIconName): IconComponent {
  return CATEGORY_ICONS[name];
}

export function CategoryIcon({ name, className }: { name: CategoryIconName; className?: string }) {
  const Component = CATEGORY_ICONS[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
