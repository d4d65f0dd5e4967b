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
  /** A link's or button's label in the menus and the footer. */
  labelMax: 30,
  /**
   * A label in the contact bar at the foot of a phone's screen, and the header's quote button:
   * at 320 px a bar cell is 75 px wide, and "Get Quote" (9) takes 69 px of it, "Get Quotes" 76.
   */
  barLabelMax: 9,
  /**
   * The main menu's labels, each and all five together: at 1024 px the header's row has 32 px
   * to spare with the seed's 32 characters, and 8 characters more push its quote button off.
   */
  menuLabelMax: 12,
  menuCharsMax: 36,
  /** A button's label where two sit side by side on a 360 px phone. */
  buttonLabelMax: 18,
} as const;
