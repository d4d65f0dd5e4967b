import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isWritable, openDatabase } from "./db";
import { type TestDb, createTestDb } from "../../tests/test-support";

// PostgreSQL only: the "postgres" Vitest project runs this file, "unit" leaves it out.
let t: TestDb;

afterEach(async () => {
  await t?.cleanup();
});

describe("on postgres, the health check", () => {
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
