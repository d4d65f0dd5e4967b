import { describe, expect, it } from "vitest";
import { EDITOR_API_PATH, EDITOR_PATH } from "~/lib/editor-paths";
import { allPagePaths } from "~/lib/lookups";
import { loader } from "./robots";

describe("robots.txt", () => {
  it("keeps crawlers out of the editor and its API, which no page of the sitemap is under", async () => {
    const text = await loader().text();
    expect(text).toContain(`Disallow: ${EDITOR_PATH}\n`);
    expect(text).toContain(`Disallow: ${EDITOR_API_PATH}\n`);
    for (const path of allPagePaths()) expect(path.startsWith(EDITOR_PATH)).toBe(false);
  });
});
