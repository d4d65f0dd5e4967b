import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import yaml from "js-yaml";
import { afterEach } from "vitest";
import { ContentError, defaultContentDir, loadContent } from "../app/content/load.ts";

/**
 * Copies of the real content folder for a test file to edit as a marketing person would; each
 * is removed after its test.
 */
export function contentCopies(): () => string {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    copies.push(dir);
    cpSync(defaultContentDir(), dir, { recursive: true });
    return dir;
  };
}

/** Writes a YAML file into a copy, making its folder. */
export function writeYaml(dir: string, file: string, data: unknown): void {
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, yaml.dump(data, { lineWidth: -1 }));
}

/** Edits a YAML file of a copy in place: `change` alters the data it is given. */
export function editYaml<T = Record<string, unknown>>(
  dir: string,
  file: string,
  change: (data: T) => unknown,
): void {
  const path = join(dir, file);
  const data = yaml.load(readFileSync(path, "utf8")) as T;
  change(data);
  writeFileSync(path, yaml.dump(data, { lineWidth: -1 }));
}

/** What the build says of a content folder: its problems, none when it loads. */
export function problemsOf(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}
