import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeDatabase, isWritable, openDatabase } from "./db";
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

describe.runIf(BACKENDS.includes("postgres"))("on postgres, the health check", () => {
  it("fails when the database only allows reading, as a replica after a failover", async () => {
    t = await createTestDb({ backend: "postgres" });
    const location = { dataDir: t.dataDir, databaseUrl: t.env.DATABASE_URL };
    const name = new URL(location.databaseUrl!).pathname.slice(1);
    await sql`alter database ${sql.id(name)} set default_transaction_read_only = on`.execute(t.db);
    // The setting holds for new sessions: a new pool, as after a restart.
    const readOnly = openDatabase(location);
    try {
      expect(await isWritable(readOnly)).toBe(false);
    } finally {
      await readOnly.destroy();
    }
  });
});
