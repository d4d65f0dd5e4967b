import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import type { BotReply } from "../engine";

/*
 * The held-out set of December 2026 (held-out-2026-12.yaml; how it was made and its rules:
 * held-out-2026-12.md). FROZEN: nobody tunes the engine on it. Its author had not read the
 * engine; this file only reads it and grades a reply as the set's README says: a useful reply
 * matches every `expect` pattern and no `forbid` pattern (case-insensitive), in what the visitor
 * sees of it, its text and its buttons' labels.
 */

export const DECEMBER_SET_FILE = path.join(import.meta.dirname, "held-out-2026-12.yaml");

const KINDS = [
  "information",
  "definition",
  "comparison",
  "price",
  "urgent",
  "warranty-delivery",
  "registration-tender",
  "job",
  "vendor",
  "student",
  "unrelated",
  "complaint",
] as const;

/** What the visitor wants when it is not a service request: no service page is ever right. */
export const NOT_REQUESTS: readonly DecemberKind[] = [
  "job",
  "vendor",
  "student",
  "unrelated",
  "complaint",
];

const pattern = z.string().refine((source) => {
  try {
    new RegExp(source, "i");
    return true;
  } catch {
    return false;
  }
}, "must be a regular expression");

const EntrySchema = z.object({
  id: z.string().regex(/^[a-z]\d{2}$/),
  text: z.string().min(2),
  source: z.string().min(5),
  kind: z.enum(KINDS),
  topic: z.enum(["fire", "civil", "boiler", "supply", "company", "none"]),
  answerable: z.boolean(),
  expect: z.array(pattern).min(1),
  forbid: z.array(pattern).optional(),
  evidence: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
  expectLink: z.string().startsWith("/").optional(),
});
export type DecemberEntry = z.infer<typeof EntrySchema>;
export type DecemberKind = DecemberEntry["kind"];

const SetSchema = z.object({
  version: z.string(),
  frozen: z.literal(true),
  entries: z.array(EntrySchema).min(1),
});

export function readDecemberSet(file = DECEMBER_SET_FILE): DecemberEntry[] {
  return SetSchema.parse(yaml.load(readFileSync(file, "utf8"))).entries;
}

/** Where an entry comes from: a public page, a messy message, or one that is not a request. */
export function group(entry: DecemberEntry): "public" | "messy" | "other" {
  if (NOT_REQUESTS.includes(entry.kind)) return "other";
  return entry.source.startsWith("written:") ? "messy" : "public";
}

export interface DecemberResult {
  entry: DecemberEntry;
  reply: BotReply;
  useful: boolean;
  /** The `expect` patterns the reply lacked and the `forbid` patterns it matched. */
  missing: string[];
  forbidden: string[];
  /** Service pages offered to a message that is not a service request. */
  wrongServices: string[];
  /** Whether it offers the page the entry names (`expectLink`), where it names one. */
  linked: boolean | undefined;
}

export function grade(entry: DecemberEntry, reply: BotReply): DecemberResult {
  const seen = [reply.text, ...reply.quickReplies.map((quick) => quick.label)].join("\n");
  const matches = (source: string) => new RegExp(source, "i").test(seen);
  const missing = entry.expect.filter((source) => !matches(source));
  const forbidden = (entry.forbid ?? []).filter(matches);
  const services = reply.quickReplies.flatMap((quick) =>
    quick.to?.startsWith("/service/") ? [quick.to] : [],
  );
  return {
    entry,
    reply,
    useful: missing.length === 0 && forbidden.length === 0,
    missing,
    forbidden,
    wrongServices: NOT_REQUESTS.includes(entry.kind) ? services : [],
    linked: entry.expectLink
      ? reply.quickReplies.some((quick) => quick.to === entry.expectLink)
      : undefined,
  };
}
