import { lookup } from "node:dns/promises";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { type LookupFunction, isIP } from "node:net";
import { Webhook } from "standardwebhooks";
import { WEBHOOK_TIMEOUT_MS } from "../lib/constants.ts";
import type { EnquiryRow } from "./enquiry-store.ts";
import type { WebhookSettings } from "./env.ts";
import { describeError } from "./log.ts";

// The CRM webhook: docs/decisions/013-crm-webhook.md.

export const WEBHOOK_EVENT = "enquiry.created";

export interface WebhookPayload {
  type: typeof WEBHOOK_EVENT;
  timestamp: string;
  data: {
    id: string;
    received_at: string;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    service: string;
    service_id: string | null;
    topic: string | null;
    message: string;
    source_page: string;
    consent_version: string;
  };
}

// The same on every attempt, so a receiver drops a repeat.
export function webhookId(enquiryId: string): string {
  return `enquiry-${enquiryId}-webhook`;
}

// Built from the stored enquiry only, so every attempt sends the same bytes.
export function webhookPayload(enquiry: EnquiryRow): WebhookPayload {
  return {
    type: WEBHOOK_EVENT,
    timestamp: enquiry.received_at,
    data: {
      id: enquiry.id,
      received_at: enquiry.received_at,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company,
      service: enquiry.service_label,
      service_id: enquiry.service_id,
      topic: enquiry.topic,
      message: enquiry.message,
      source_page: enquiry.source_page,
      consent_version: enquiry.consent_version,
    },
  };
}

type V4Range = readonly [string, number];

// Not reachable on the public internet (IANA special-purpose registries).
const NON_PUBLIC_V4: readonly V4Range[] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

function v4Number(address: string): number {
  return address.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
}

function isPublicV4(value: number): boolean {
  return !NON_PUBLIC_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(v4Number(base) / size);
  });
}

function v6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(fill).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

function isPublicV6(address: string): boolean {
  const g = v6Groups(address);
  if (!g) return false;
  const embedded = (high: number, low: number) => isPublicV4(high * 65_536 + low);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address is the one reached.
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff) {
    return embedded(g[6]!, g[7]!);
  }
  // Only global unicast (2000::/3) is public.
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1]! < 0x200) return false;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false;
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false;
  // 6to4 carries an IPv4 address.
  if (g[0] === 0x2002) return embedded(g[1]!, g[2]!);
  return true;
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPublicV4(v4Number(address));
  if (family === 6) return isPublicV6(address);
  return false;
}

export type WebhookResult = { ok: true; status: number } | { ok: false; reason: string };

export const REFUSED_TARGET =
  "refused: the webhook host resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE=true allows it)";

export interface ResolvedAddress {
  address: string;
  family: number;
}
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

function refusal(address: string): Error {
  return Object.assign(new Error(`${REFUSED_TARGET}: ${address}`), { refusedTarget: true });
}

/**
 * The name is resolved once, as the connection is made, and the address checked is the address
 * connected to: a name that answers a public address to a check and a private one a moment
 * later (DNS rebinding) cannot slip through.
 */
function checkedLookup(resolve: Resolver, allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = allowPrivate
          ? undefined
          : addresses.find(({ address }) => !isPublicAddress(address));
        if (refused) return callback(refusal(refused.address), "", 0);
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = addresses.filter((a) => !wanted || a.family === wanted);
        if (usable.length === 0) {
          return callback(
            Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }),
            "",
            0,
          );
        }
        if (options.all) return (callback as unknown as AllCallback)(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
type AllCallback = (error: NodeJS.ErrnoException | null, addresses: ResolvedAddress[]) => void;

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { signal: AbortSignal; lookup: LookupFunction },
): Promise<number> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        signal: options.signal,
        lookup: options.lookup,
        // One connection per delivery: no socket (and no address) is reused from an earlier one.
        agent: false,
      },
      (res) => {
        // Redirects are answers like any other: never followed.
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// Never throws: a failure comes back as a reason naming no personal data.
export async function deliverWebhook(
  enquiry: EnquiryRow,
  settings: WebhookSettings,
  options: { signedAt: Date; timeoutMs?: number; resolve?: Resolver },
): Promise<WebhookResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  const url = new URL(settings.url);
  const id = webhookId(enquiry.id);
  const body = JSON.stringify(webhookPayload(enquiry));
  // An address written in the URL is connected to without a lookup: it is checked here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!settings.allowPrivate && isIP(literal) && !isPublicAddress(literal)) {
    return { ok: false, reason: `${REFUSED_TARGET}: ${literal}` };
  }
  try {
    const status = await post(
      url,
      {
        "content-type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(options.signedAt.getTime() / 1000)),
        "webhook-signature": new Webhook(settings.secret).sign(id, options.signedAt, body),
      },
      body,
      {
        signal,
        lookup: checkedLookup(options.resolve ?? systemResolver, settings.allowPrivate),
      },
    );
    if (status >= 200 && status < 300) return { ok: true, status };
    const redirect = status >= 300 && status < 400;
    return { ok: false, reason: `HTTP ${status}${redirect ? " (a redirect, not followed)" : ""}` };
  } catch (error) {
    if (error instanceof Error && "refusedTarget" in error)
      return { ok: false, reason: error.message };
    const cause = error instanceof Error && error.cause ? error.cause : error;
    return { ok: false, reason: describeError(cause) };
  }
}
