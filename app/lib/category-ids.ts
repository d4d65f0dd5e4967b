/** The four category ids, in display order (kept free of zod for the browser bundle). */
export const CATEGORY_IDS = ["fire-safety", "civil", "boiler", "supply"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
