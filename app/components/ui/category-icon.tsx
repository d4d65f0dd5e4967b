import Building2 from "lucide-react/icons/building-2";
import Factory from "lucide-react/icons/factory";
import Flame from "lucide-react/icons/flame";
import Package from "lucide-react/icons/package";
import type { ComponentType } from "react";
import type { CategoryIconName } from "~/lib/icon-names";

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
