import type { CategoryId } from "~/content/schemas";

export type { CategoryId };

export interface CategoryStyle {
  // White text on it must meet WCAG AA.
  gradient: string;
  chip: string;
  text: string;
}

export const CATEGORY_STYLES: Record<CategoryId, CategoryStyle> = {
  "fire-safety": {
    gradient: "bg-gradient-to-br from-red-700 to-red-900",
    chip: "bg-red-100 text-red-700",
    text: "text-red-700",
  },
  civil: {
    gradient: "bg-gradient-to-br from-brand-700 to-brand-950",
    chip: "bg-brand-100 text-brand-700",
    text: "text-brand-700",
  },
  boiler: {
    gradient: "bg-gradient-to-br from-orange-700 to-amber-900",
    chip: "bg-orange-100 text-orange-800",
    text: "text-orange-800",
  },
  supply: {
    gradient: "bg-gradient-to-br from-emerald-700 to-teal-900",
    chip: "bg-emerald-100 text-emerald-800",
    text: "text-emerald-800",
  },
};
