import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { contentCopies, editYaml, problemsOf } from "../../tests/content-copies";
import { CONTENT_LIMITS } from "~/lib/content-limits";
import { loadContent } from "./load";
import { ServiceFileSchema } from "./schemas";

/*
 * A service's technical data (the table in its Specifications tab), as the marketing person
 * editing content/services/<id>/index.yaml meets the build's checks.
 */

const copyOfContent = contentCopies();
const seed = loadContent();
const service = seed.services[0]!;
const file = `services/${service.id}/index.yaml`;

type Row = Record<string, unknown>;
const editRows = (dir: string, change: (rows: Row[]) => Row[] | void) =>
  editYaml<{ specifications: Row[] }>(dir, file, (data) => {
    data.specifications = change(data.specifications) ?? data.specifications;
  });

describe("a service's specifications", () => {
  it("are in every service's file, each row with a label and a value", () => {
    for (const { id, specifications } of seed.services) {
      expect(specifications.length, id).toBeGreaterThan(0);
      for (const row of specifications) {
        expect(row.label.trim(), id).not.toBe("");
        expect(row.value.trim(), id).not.toBe("");
      }
    }
  });

  it("label each row once within a service, so the table names every row apart", () => {
    for (const { id, specifications } of seed.services) {
      const labels = specifications.map((row) => row.label);
      expect(new Set(labels).size, id).toBe(labels.length);
    }
  });

  it("refuse a row without a value, naming the file, the row and the field", () => {
    const dir = copyOfContent();
    editRows(dir, (rows) => {
      delete rows[1]!.value;
    });
    expect(problemsOf(dir)).toEqual([
      `content/${file}: specifications.1.value: is missing: every row of the specifications table needs a value`,
    ]);
  });

  it("refuse an empty value or label, naming the field", () => {
    const dir = copyOfContent();
    editRows(dir, (rows) => {
      rows[0]!.value = "  ";
      rows[2]!.label = "";
    });
    expect(problemsOf(dir)).toEqual([
      `content/${file}: specifications.0.value: must not be empty: every row of the specifications table needs a value`,
      `content/${file}: specifications.2.label: must not be empty: every row of the specifications table needs a label`,
    ]);
  });

  it("refuse a service with no table, or with more rows than the limit", () => {
    let dir = copyOfContent();
    editRows(dir, () => []);
    expect(problemsOf(dir)).toHaveLength(1);
    expect(problemsOf(dir)[0]).toMatch(new RegExp(`^content/${file}: specifications: `));

    dir = copyOfContent();
    editRows(dir, (rows) =>
      Array.from({ length: CONTENT_LIMITS.listMax + 1 }, (_, i) => ({ ...rows[0], label: `${i}` })),
    );
    expect(problemsOf(dir)[0]).toMatch(new RegExp(`^content/${file}: specifications: `));
  });

  it("take up to the limit of rows", () => {
    const dir = copyOfContent();
    editRows(dir, (rows) =>
      Array.from({ length: CONTENT_LIMITS.listMax }, (_, i) => ({ ...rows[0], label: `Row ${i}` })),
    );
    expect(problemsOf(dir)).toEqual([]);
  });

  it("are checked by the schema alone too (the editor's judge)", () => {
    const raw = yaml.load(
      readFileSync(join(copyOfContent(), file), "utf8"),
    ) as Record<string, unknown>;
    const result = ServiceFileSchema.safeParse({
      ...raw,
      specifications: [{ label: "Design standards" }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["specifications.0.value", "is missing: every row of the specifications table needs a value"],
    ]);
  });
});
