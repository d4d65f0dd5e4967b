/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  /** "owner/name": the editor saves to this GitHub repository (keystatic.config.ts). */
  readonly PUBLIC_KEYSTATIC_GITHUB_REPO?: string;
  /** The GitHub App's slug, for the editor's "install the app" link. */
  readonly PUBLIC_KEYSTATIC_GITHUB_APP_SLUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
