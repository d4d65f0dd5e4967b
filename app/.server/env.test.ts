import path from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "~/content/data";
import { METRICS_TOKEN_MIN_CHARS } from "~/lib/constants";
import { EnvError, KEYSTATIC_SECRET_MIN_CHARS, editorSettings, loadConfig } from "./env";

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected the settings to be refused");
};

describe("the environment settings", () => {
  it("have working defaults: SQLite in ./data, notifications off, 5 a minute, 20 an hour", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      buildDir: path.resolve("build"),
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      siteOrigin: new URL(company.siteUrl).origin,
      hstsMaxAge: 31_536_000,
      mail: undefined,
      webhook: undefined,
      rateLimit: { perMinute: 5, perHour: 20 },
      retentionDays: 730,
      trustProxy: false,
      metrics: { port: undefined, token: undefined },
      editor: { github: undefined, localWrites: true },
    });
  });

  it("send HSTS only for an https site", () => {
    expect(loadConfig({ SITE_URL: "http://intranet.example.in" }).hstsMaxAge).toBe(0);
    expect(loadConfig({ SITE_URL: "https://example.in", HSTS_MAX_AGE: "0" }).hstsMaxAge).toBe(0);
  });

  it("read every variable, and treat an empty one as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/deccan",
      SITE_URL: "https://example.in/some/path",
      SMTP_URL: "smtps://user:secret@mail.example.in:465",
      NOTIFY_TO: "sales@example.in, projects@example.in",
      MAIL_FROM: "Website <web@example.in>",
      RATE_LIMIT_PER_MINUTE: "3",
      RATE_LIMIT_PER_HOUR: "10",
      RETENTION_DAYS: "365",
      TRUST_PROXY: "1",
      HSTS_MAX_AGE: "600",
      BUILD_DIR: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/deccan",
      buildDir: path.resolve("build"),
      siteOrigin: "https://example.in",
      hstsMaxAge: 600,
      mail: {
        smtpUrl: "smtps://user:secret@mail.example.in:465",
        notifyTo: ["sales@example.in", "projects@example.in"],
        from: "Website <web@example.in>",
      },
      rateLimit: { perMinute: 3, perHour: 10 },
      retentionDays: 365,
      trustProxy: 1,
    });
  });

  it("store in PostgreSQL when DATABASE_URL names one", () => {
    for (const url of ["postgres://site:secret@db.internal:5432/deccan", "postgresql://db/site"]) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it("serve /metrics on METRICS_PORT and to bearers of METRICS_TOKEN only when set", () => {
    const token = "t".repeat(METRICS_TOKEN_MIN_CHARS);
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: token }).metrics).toEqual({
      port: 9464,
      token,
    });
    expect(loadConfig({ METRICS_PORT: "", METRICS_TOKEN: " " }).metrics).toEqual({
      port: undefined,
      token: undefined,
    });
  });

  it("turn the CRM webhook on with a URL and a Standard Webhooks secret, private targets off", () => {
    const secret = `whsec_${Buffer.alloc(32, 9).toString("base64")}`;
    expect(
      loadConfig({ WEBHOOK_URL: "https://crm.example.in/hooks", WEBHOOK_SECRET: secret }).webhook,
    ).toEqual({ url: "https://crm.example.in/hooks", secret, allowPrivate: false });
    expect(
      loadConfig({
        WEBHOOK_URL: "http://10.0.0.5:8080/in",
        WEBHOOK_SECRET: secret,
        WEBHOOK_ALLOW_PRIVATE: "true",
      }).webhook?.allowPrivate,
    ).toBe(true);
  });

  const editorGitHub = {
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv23liAbCdEf012345",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
    KEYSTATIC_SECRET: "k".repeat(KEYSTATIC_SECRET_MIN_CHARS),
    PUBLIC_KEYSTATIC_GITHUB_REPO: "deccan-industrial/website",
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "deccan-website-editor",
  };

  it("let the editor write local files only outside production, and through GitHub when set", () => {
    expect(loadConfig({ NODE_ENV: "development" }).editor).toEqual({
      github: undefined,
      localWrites: true,
    });
    expect(loadConfig({ NODE_ENV: "production" }).editor).toEqual({
      github: undefined,
      localWrites: false,
    });
    const editor = loadConfig({ ...editorGitHub, NODE_ENV: "production" }).editor;
    expect(editor).toEqual({
      github: {
        clientId: editorGitHub.KEYSTATIC_GITHUB_CLIENT_ID,
        clientSecret: editorGitHub.KEYSTATIC_GITHUB_CLIENT_SECRET,
        secret: editorGitHub.KEYSTATIC_SECRET,
        repo: "deccan-industrial/website",
        appSlug: "deccan-website-editor",
      },
      localWrites: false,
    });
    // The editor's routes read the same settings alone.
    expect(editorSettings({ ...editorGitHub, NODE_ENV: "production" })).toEqual(editor);
    expect(editorSettings({ NODE_ENV: "test" })).toEqual({ github: undefined, localWrites: true });
  });

  it("turn the editor's GitHub storage on only with all five of its variables", () => {
    for (const name of Object.keys(editorGitHub)) {
      const env: Record<string, string> = { ...editorGitHub };
      delete env[name];
      expect(problems(env)).toContain(`${name}: KEYSTATIC_GITHUB_CLIENT_ID, `);
      expect(() => editorSettings(env)).toThrow(`${name}: KEYSTATIC_GITHUB_CLIENT_ID, `);
    }
    const message = problems({ ...editorGitHub, KEYSTATIC_SECRET: "too-short-hunter5" });
    expect(message).toContain(`KEYSTATIC_SECRET: must be at least ${KEYSTATIC_SECRET_MIN_CHARS}`);
    expect(message).not.toContain("hunter5");
    expect(problems({ ...editorGitHub, PUBLIC_KEYSTATIC_GITHUB_REPO: "website" })).toContain(
      'PUBLIC_KEYSTATIC_GITHUB_REPO: must be the repository as "owner/name"',
    );
  });

  it("send mail from the company's address unless MAIL_FROM says otherwise", () => {
    const config = loadConfig({ SMTP_URL: "smtp://localhost:25", NOTIFY_TO: "a@example.in" });
    expect(config.mail?.from).toContain(`<${company.email}>`);
  });

  it.each([
    [{ PORT: "http" }, "PORT: must be a whole number from 1 to 65535"],
    [{ PORT: "70000" }, "PORT: must be at most 65535"],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, "RATE_LIMIT_PER_MINUTE: must be at least 1"],
    [{ RATE_LIMIT_PER_HOUR: "-5" }, "RATE_LIMIT_PER_HOUR: must be a whole number"],
    [{ RETENTION_DAYS: "1.5" }, "RETENTION_DAYS: must be a whole number"],
    [{ SITE_URL: "example.in" }, "SITE_URL: must be an http:// or https:// URL"],
    [
      { SMTP_URL: "http://mail", NOTIFY_TO: "a@b.in" },
      "SMTP_URL: must be an smtp:// or smtps:// URL",
    ],
    [
      { SMTP_URL: "smtp://mail", NOTIFY_TO: "a@b.in, nope" },
      "NOTIFY_TO: must be a comma-separated",
    ],
    [
      { SMTP_URL: "smtp://mail" },
      "NOTIFY_TO: SMTP_URL and NOTIFY_TO turn e-mail notifications on together",
    ],
    [{ NOTIFY_TO: "a@b.in" }, "SMTP_URL: SMTP_URL and NOTIFY_TO"],
    [{ DATABASE_URL: "mysql://db/site" }, "DATABASE_URL: must be a postgres:// or postgresql://"],
    [
      { WEBHOOK_URL: "ftp://crm.example.in", WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` },
      "WEBHOOK_URL: must be an http:// or https:// URL",
    ],
    [
      { WEBHOOK_URL: "https://user:pw@crm.example.in", WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` },
      "WEBHOOK_URL: must not hold a user name or password",
    ],
    [
      { WEBHOOK_URL: "https://crm.example.in", WEBHOOK_SECRET: "plain-secret" },
      'WEBHOOK_SECRET: must be "whsec_" followed by 24 to 64 bytes in base64',
    ],
    [
      { WEBHOOK_URL: "https://crm.example.in", WEBHOOK_SECRET: "whsec_c2hvcnQ=" },
      'WEBHOOK_SECRET: must be "whsec_"',
    ],
    [{ WEBHOOK_URL: "https://crm.example.in" }, "WEBHOOK_SECRET: WEBHOOK_URL and WEBHOOK_SECRET"],
    [{ WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` }, "WEBHOOK_URL: WEBHOOK_URL and WEBHOOK_SECRET"],
    [{ WEBHOOK_ALLOW_PRIVATE: "yes" }, "WEBHOOK_ALLOW_PRIVATE: must be true or false"],
    [{ DATABASE_URL: "site.sqlite" }, "DATABASE_URL: must be a postgres:// or postgresql://"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT: must be at least 1"],
    [{ METRICS_PORT: "3000" }, "METRICS_PORT: must differ from PORT"],
    [{ METRICS_TOKEN: "short" }, `METRICS_TOKEN: must be at least ${METRICS_TOKEN_MIN_CHARS}`],
    [{ METRICS_TOKEN: `${"t".repeat(40)} x` }, "METRICS_TOKEN: must be printable ASCII"],
  ])("refuse %j with a message naming the variable", (env, message) => {
    expect(problems(env)).toContain(message);
  });

  it("list every problem at once and never echo a value (SMTP_URL holds a password)", () => {
    const message = problems({
      PORT: "x",
      SMTP_URL: "ftp://user:hunter2@mail",
      DATABASE_URL: "mysql://user:swordfish@db/site",
      WEBHOOK_URL: "gopher://crm/hunter3",
      WEBHOOK_SECRET: "whsec_hunter4",
    });
    expect(message).toMatch(/^Invalid environment settings:\n/);
    expect(message).toContain("PORT");
    expect(message).toContain("SMTP_URL");
    expect(message).toContain("DATABASE_URL");
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("swordfish");
    expect(problems({ METRICS_TOKEN: "sesame" })).not.toContain("sesame");
    expect(message).toContain("WEBHOOK_SECRET");
    expect(message).not.toContain("hunter3");
    expect(message).not.toContain("hunter4");
  });
});
