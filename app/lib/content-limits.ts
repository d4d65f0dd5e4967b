/**
 * The limits the content schemas (app/content/schemas.ts) and the editor (keystatic.config.ts)
 * share, so the editor refuses what the build would refuse. The seed's counts are not limits.
 */
export const CONTENT_LIMITS = {
  featuresMin: 3,
  featuresMax: 12,
  galleryMin: 1,
  galleryMax: 8,
  /** Lists such as certifications. */
  listMax: 20,
  altMax: 200,
  faqAnswerMax: 700,
  /** A service's technical data table: a row's label and its value. */
  specLabelMax: 40,
  specValueMax: 200,
} as const;
