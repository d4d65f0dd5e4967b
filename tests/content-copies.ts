import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import yaml from "js-yaml";
import { afterEach } from "vitest";
import { defaultContentDir } from "../app/content/load.ts";

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
