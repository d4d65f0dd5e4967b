export const CATEGORY_ICON_NAMES = ["flame", "building", "factory", "package"] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

export const ICON_NAMES = [
  "award",
  "users",
  "lightbulb",
  "shield-check",
  "ruler",
  "wrench",
  "headset",
] as const;
export type IconName = (typeof ICON_NAMES)[number];
