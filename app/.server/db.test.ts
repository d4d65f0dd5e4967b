import { afterEach, describe, expect, it } from "vitest";
import { describeDatabase, isWritable } from "./db";
import { BACKENDS, type TestDb, createTestDb } from "../../tests/test-support";

let t: TestDb;

afterEach(async () => {
  await t?.cleanup();
});

describe("the database the settings point at", () => {
  it("is named in the start-up log without the password in its URL", () => {
    expect(
      describeDatabase({
        dataDir: "/var/lib/deccan",
        databaseUrl: "postgres://site:s3cret@db.internal:5432/deccan",
      }),
    ).toBe("PostgreSQL db.internal:5432/deccan");
    expect(describeDatabase({ dataDir: "/var/lib/deccan" })).toBe(
      "SQLite /var/lib/deccan/site.sqlite",
    );
  });
});

describe.each(BACKENDS)("on %s, the health check", (backend) => {
  it("passes while the database takes writes, and fails once it is gone", async () => {
    t = await createTestDb({ backend });
    expect(await isWritable(t.db)).toBe(true);
    await t.db.destroy();
    expect(await isWritable(t.db)).toBe(false);
  });
});
