import path from "node:path";
import { z } from "zod";
import { company } from "../content/data.ts";
import {
  HSTS_MAX_AGE_DEFAULT,
  METRICS_TOKEN_MIN_CHARS,
  RATE_LIMIT_PER_HOUR_DEFAULT,
  RATE_LIMIT_PER_MINUTE_DEFAULT,
  RETENTION_DAYS_DEFAULT,
} from "../lib/constants.ts";

// Values are never echoed back in errors: SMTP_URL holds a password, METRICS_TOKEN,
// WEBHOOK_SECRET and the KEYSTATIC_ ones secrets.

// An unset variable and one set to "" mean the same: use the default.
const unsetIfEmpty = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
      .default(fallback),
  );

const optionalText = z.preprocess(unsetIfEmpty, z.string().trim().optional());

// Standard Webhooks: "whsec_" and 24 to 64 random bytes in base64.
function isWebhookSecret(value: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match || match[1]!.length % 4 !== 0) return false;
  const bytes = Buffer.from(match[1]!, "base64");
  return bytes.length >= 24 && bytes.length <= 64;
}

/** Keystatic's minimum for the key that encrypts the editor's GitHub login in its cookie. */
export const KEYSTATIC_SECRET_MIN_CHARS = 32;

// The editor's GitHub storage (keystatic.config.ts, DECISIONS.md 10): the GitHub App's OAuth
// client, the key for its cookies, and the public repository and app names, which the build also
// reads. All or none: without them the editor keeps to local files, and writes none in production.
const EditorEnvShape = {
  KEYSTATIC_GITHUB_CLIENT_ID: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[\w.-]+$/, "must be the GitHub App's client ID")
      .optional(),
  ),
  KEYSTATIC_GITHUB_CLIENT_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),
  KEYSTATIC_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .min(
        KEYSTATIC_SECRET_MIN_CHARS,
        `must be at least ${KEYSTATIC_SECRET_MIN_CHARS} characters (openssl rand -hex 32)`,
      )
      .optional(),
  ),
  PUBLIC_KEYSTATIC_GITHUB_REPO: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]+\/[\w.-]+$/, 'must be the repository as "owner/name"')
      .optional(),
  ),
  PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]*$/, "must be the GitHub App's name as in its address")
      .optional(),
  ),
};
const EDITOR_VARIABLES = Object.keys(EditorEnvShape) as (keyof typeof EditorEnvShape)[];

function checkEditorVariables(
  env: { [K in keyof typeof EditorEnvShape]?: string },
  ctx: z.RefinementCtx,
) {
  const missing = EDITOR_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === EDITOR_VARIABLES.length) return;
  for (const name of missing) {
    ctx.addIssue({
      code: "custom",
      path: [name],
      message: `${EDITOR_VARIABLES.join(", ")} turn the editor's GitHub storage on together; set all or none`,
    });
  }
}

const EditorEnvSchema = z.object(EditorEnvShape).superRefine(checkEditorVariables);

const EnvSchema = z
  .object({
    PORT: wholeNumber(1, 65_535, 3000),
    HOST: z.preprocess(unsetIfEmpty, z.string().trim().default("127.0.0.1")),
    BUILD_DIR: z.preprocess(unsetIfEmpty, z.string().default("build")),
    DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default("data")),
    SITE_URL: z.preprocess(
      unsetIfEmpty,
      z
        .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
        .default(company.siteUrl),
    ),
    SMTP_URL: z.preprocess(
      unsetIfEmpty,
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    NOTIFY_TO: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .transform((list) =>
          list
            .split(",")
            .map((address) => address.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.email("must be a comma-separated list of e-mail addresses")).min(1))
        .optional(),
    ),
    MAIL_FROM: optionalText,
    WEBHOOK_URL: z.preprocess(
      unsetIfEmpty,
      z
        .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
        .refine((url) => {
          const parsed = new URL(url);
          return !parsed.username && !parsed.password;
        }, "must not hold a user name or password (WEBHOOK_SECRET signs each delivery)")
        .optional(),
    ),
    WEBHOOK_SECRET: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .trim()
        .refine(isWebhookSecret, 'must be "whsec_" followed by 24 to 64 bytes in base64')
        .optional(),
    ),
    WEBHOOK_ALLOW_PRIVATE: z.preprocess(
      unsetIfEmpty,
      z
        .enum(["true", "false"], { error: "must be true or false" })
        .default("false")
        .transform((value) => value === "true"),
    ),
    RATE_LIMIT_PER_MINUTE: wholeNumber(1, 10_000, RATE_LIMIT_PER_MINUTE_DEFAULT),
    RATE_LIMIT_PER_HOUR: wholeNumber(1, 100_000, RATE_LIMIT_PER_HOUR_DEFAULT),
    RETENTION_DAYS: wholeNumber(1, 36_500, RETENTION_DAYS_DEFAULT),
    HSTS_MAX_AGE: wholeNumber(0, 63_072_000, HSTS_MAX_AGE_DEFAULT),
    TRUST_PROXY: z.preprocess(unsetIfEmpty, z.string().trim().default("false")),
    METRICS_PORT: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^\d+$/, "must be a whole number from 1 to 65535")
        .transform(Number)
        .pipe(z.number().int().min(1, "must be at least 1").max(65_535, "must be at most 65535"))
        .optional(),
    ),
    METRICS_TOKEN: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
        .min(METRICS_TOKEN_MIN_CHARS, `must be at least ${METRICS_TOKEN_MIN_CHARS} characters`)
        .optional(),
    ),
    DATABASE_URL: z.preprocess(
      unsetIfEmpty,
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: "must be a postgres:// or postgresql:// URL",
        })
        .optional(),
    ),
    ...EditorEnvShape,
  })
  .superRefine((env, ctx) => {
    checkEditorVariables(env, ctx);
    if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_TO)) {
      ctx.addIssue({
        code: "custom",
        path: [env.SMTP_URL ? "NOTIFY_TO" : "SMTP_URL"],
        message:
          "SMTP_URL and NOTIFY_TO turn e-mail notifications on together; set both or neither",
      });
    }
    if (env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: /metrics has a listener of its own",
      });
    }
    if (Boolean(env.WEBHOOK_URL) !== Boolean(env.WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.WEBHOOK_URL ? "WEBHOOK_SECRET" : "WEBHOOK_URL"],
        message:
          "WEBHOOK_URL and WEBHOOK_SECRET turn the CRM webhook on together; set both or neither",
      });
    }
  });

export interface MailSettings {
  smtpUrl: string;
  notifyTo: string[];
  from: string;
}

export interface WebhookSettings {
  url: string;
  secret: string;
  allowPrivate: boolean;
}

export interface EditorGitHubSettings {
  clientId: string;
  clientSecret: string;
  secret: string;
  /** "owner/name". */
  repo: string;
  appSlug: string;
}

export interface EditorSettings {
  /** Set: the editor saves through GitHub, with the editor's own GitHub login. */
  github: EditorGitHubSettings | undefined;
  /** The editor may write to the content folder on this machine: never in production. */
  localWrites: boolean;
}

export interface AppConfig {
  port: number;
  host: string;
  buildDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigin: string;
  hstsMaxAge: number;
  mail: MailSettings | undefined;
  webhook: WebhookSettings | undefined;
  rateLimit: { perMinute: number; perHour: number };
  retentionDays: number;
  trustProxy: boolean | number | string;
  /** /metrics on 127.0.0.1:port, and/or on the main port to requests bearing token. */
  metrics: { port: number | undefined; token: string | undefined };
  editor: EditorSettings;
}

export class EnvError extends Error {
  override name = "EnvError";
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function invalid(error: z.ZodError): EnvError {
  const problems = error.issues.map(
    (issue) => `  - ${String(issue.path[0] ?? "environment")}: ${issue.message}`,
  );
  return new EnvError(`Invalid environment settings:\n${problems.join("\n")}`);
}

function editorOf(e: z.infer<typeof EditorEnvSchema>, nodeEnv: string | undefined): EditorSettings {
  const github =
    e.KEYSTATIC_GITHUB_CLIENT_ID &&
    e.KEYSTATIC_GITHUB_CLIENT_SECRET &&
    e.KEYSTATIC_SECRET &&
    e.PUBLIC_KEYSTATIC_GITHUB_REPO &&
    e.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG
      ? {
          clientId: e.KEYSTATIC_GITHUB_CLIENT_ID,
          clientSecret: e.KEYSTATIC_GITHUB_CLIENT_SECRET,
          secret: e.KEYSTATIC_SECRET,
          repo: e.PUBLIC_KEYSTATIC_GITHUB_REPO,
          appSlug: e.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG,
        }
      : undefined;
  return { github, localWrites: !github && nodeEnv !== "production" };
}

/** The editor's settings alone, for the editor's routes (the server checked them all at start). */
export function editorSettings(
  env: Record<string, string | undefined> = process.env,
): EditorSettings {
  const result = EditorEnvSchema.safeParse(env);
  if (!result.success) throw invalid(result.error);
  return editorOf(result.data, env.NODE_ENV);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) throw invalid(result.error);
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    buildDir: path.resolve(e.BUILD_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteOrigin: new URL(e.SITE_URL).origin,
    hstsMaxAge: new URL(e.SITE_URL).protocol === "https:" ? e.HSTS_MAX_AGE : 0,
    mail:
      e.SMTP_URL && e.NOTIFY_TO
        ? {
            smtpUrl: e.SMTP_URL,
            notifyTo: e.NOTIFY_TO,
            from: e.MAIL_FROM ?? `"${company.name} website" <${company.email}>`,
          }
        : undefined,
    webhook:
      e.WEBHOOK_URL && e.WEBHOOK_SECRET
        ? { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, allowPrivate: e.WEBHOOK_ALLOW_PRIVATE }
        : undefined,
    rateLimit: { perMinute: e.RATE_LIMIT_PER_MINUTE, perHour: e.RATE_LIMIT_PER_HOUR },
    retentionDays: e.RETENTION_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    editor: editorOf(e, env.NODE_ENV),
  };
}
