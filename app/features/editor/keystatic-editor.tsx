import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import keystaticConfig, {
  GITHUB_APP_SLUG_VARIABLE,
  githubAppSlug,
} from "../../../keystatic.config";

/** Keystatic's whole interface: loaded on /keystatic only, after the page is live. */
export default function KeystaticEditor() {
  return (
    <Keystatic
      // Keystatic types the component's config loosely, and its navigation keys too strictly.
      config={keystaticConfig as unknown as Config}
      appSlug={{ envName: GITHUB_APP_SLUG_VARIABLE, value: githubAppSlug }}
    />
  );
}
