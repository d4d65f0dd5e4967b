// The durability and two-instance runs (README.md, "Benchmarks").
import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { type Db, openDatabase } from "../../app/.server/db.ts";
import * as constants from "../../app/lib/constants.ts";
import { startPostgres } from "../lib/postgres-cluster.ts";
import {
  type ReceivedMail,
  type WebhookDelivery,
  startSmtp,
  startWebhookReceiver,
} from "../lib/receivers.ts";
import * as r from "./report.ts";
import * as servers from "./servers.ts";

/** Both runs: 2,000 enquiries, 20 at a time, a server killed 5 times between 5% and 95%. */
const RUN = { enquiries: 2000, concurrency: 20, kills: 5, giveUpMs: 120_000 };
const NOTIFY_TO = "sales@bench.example.com";
const LIMIT = constants.RATE_LIMIT_PER_MINUTE_DEFAULT;
const random = (min: number, max: number) => min + Math.random() * (max - min);
// Documentation addresses (RFC 3849), one /64 each: only header text, never a destination.
const visitorAddress = (i: number) =>
  `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;

/**
 * Where and how the form's script posts an enquiry (app/lib/send-form.ts): to the form's own
 * address, asking for JSON (201 when it is stored, an error status with the outcome otherwise).
 */
export const ENQUIRY_PATH = "/contact";
export const SCRIPT_HEADERS = { Accept: "application/json" };

/** A valid enquiry as the form's script posts it, with the submission key it keeps on a repeat. */
export const enquiryForm = (fields: { name: string; email: string; message: string }) =>
  new URLSearchParams({
    phone: "+91 98765 43210",
    company: "Bench Test Pvt Ltd",
    service: "Fire Hydrant System",
    ...fields,
    submission: randomBytes(16).toString("hex"),
  });

/** Posts each enquiry until a 2xx while `victim` is killed; `phases` awaits `reached(share)`. */
async function sendWhileKilling(options: {
  origin: string;
  victim: servers.SiteServer;
  headers: (i: number) => Record<string, string>;
  body: (i: number) => URLSearchParams;
  phases: (reached: (share: number) => Promise<boolean>) => Promise<void>;
  mailUp: () => boolean;
}) {
  const n = RUN.enquiries;
  const acknowledged = new Set<number>();
  const statuses = new Map<number, number>();
  let [gaveUp, attempts, networkErrors, next, done] = [0, 0, 0, 0, false];
  const reached = async (count: number) => {
    while (acknowledged.size < count && !done) await sleep(2);
    return !done;
  };
  const phases = options.phases((share) => reached(share * n));
  const killing = (async () => {
    const kills: { acknowledged: number; downMs: number; mailUp: boolean }[] = [];
    const at = Array.from({ length: RUN.kills }, () => Math.floor(random(0.05 * n, 0.95 * n)));
    for (const threshold of at.sort((a, b) => a - b)) {
      if (!(await reached(threshold))) break;
      // A moment later than the threshold, so kills do not line up with responses.
      await sleep(random(0, 20));
      const kill = { acknowledged: acknowledged.size, mailUp: options.mailUp() };
      await options.victim.crash();
      const started = Date.now();
      await sleep(random(100, 500));
      await options.victim.start();
      kills.push({ ...kill, downMs: Date.now() - started });
    }
    return kills;
  })();
  const send = async (i: number) => {
    const headers = { Origin: options.origin, ...SCRIPT_HEADERS, ...options.headers(i) };
    const [url, body] = [`${options.origin}${ENQUIRY_PATH}`, options.body(i)];
    for (let attempt = 1, end = Date.now() + RUN.giveUpMs; Date.now() < end; attempt++) {
      attempts++;
      const signal = AbortSignal.timeout(5_000);
      const response = await fetch(url, { method: "POST", headers, body, signal })
        .then(async (answer) => (await answer.arrayBuffer()) && answer)
        .catch(() => void networkErrors++);
      if (response?.ok) return void acknowledged.add(i);
      if (response) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await sleep(Math.min(500, 50 * attempt));
    }
    gaveUp++;
  };
  const started = Date.now();
  const worker = async () => {
    while (next < n) await send(next++);
  };
  await Promise.all(Array.from({ length: RUN.concurrency }, worker)).finally(() => (done = true));
  const sendMs = Date.now() - started;
  const kills = await killing;
  await phases;
  if (!options.victim.running()) await options.victim.start();
  const answers = [...statuses].map(([status, count]) => `${r.formatNumber(count)} × ${status}`);
  const summary = `killed with SIGKILL ${kills.length} times at random moments (after ${kills.map((kill) => kill.acknowledged).join(", ")} acknowledgements; down ${kills.map((kill) => `${Math.round(kill.downMs)} ms`).join(", ")} until /healthz answered again) and restarted on the same port and data. Sending took ${r.formatDuration(sendMs)} with ${r.formatNumber(attempts)} requests in all (${[`${r.formatNumber(networkErrors)} connection errors`, ...answers].join(", ")})`;
  return { acknowledged, gaveUp, kills, summary };
}

/** Waits until the outbox has no pending or sending row, logging what is left now and then. */
async function drain(db: Db, timeoutMs: number, log: (line: string) => void) {
  const started = Date.now();
  for (let lastLog = started; Date.now() - started < timeoutMs; await sleep(500)) {
    const open = await db
      .selectFrom("outbox")
      .select(["channel", "status", (eb) => eb.fn.countAll().as("count")])
      .where("status", "in", ["pending", "sending"])
      .groupBy(["channel", "status"])
      .execute();
    if (open.length === 0) return { drained: true, ms: Date.now() - started };
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      // Rows a killed server left 'sending' are sent again once their leases run out.
      log(`outbox ${open.map((row) => `${row.count} ${row.channel} ${row.status}`).join(", ")}`);
    }
  }
  return { drained: false, ms: Date.now() - started };
}

type Metric = Parameters<typeof r.metricsTable>[0][number];
/** Each notification channel's name in the table, and the header that all its copies share. */
const CHANNELS = { mail: ["Mail", "Message-ID"], webhook: ["Webhook", "webhook-id"] } as const;
type Channel = keyof typeof CHANNELS;

/** A figure with its verdict: at most `max` passes unless `ok` says otherwise. */
const judged = (name: string, value: number, max: number, goal = `${max}`, ok = value <= max) =>
  [name, value, `${goal}: ${r.passFail(ok)}`] satisfies Metric;

/** A run's table: what was posted, stored (a row per outbox row) and received; `ok` if all pass. */
export function enquiryMetrics(run: {
  acknowledged: ReadonlySet<number>;
  email: (i: number) => string;
  gaveUp: number;
  kills: readonly unknown[];
  rows: readonly { id: string; email: string; channel: string | null; status: string | null }[];
  receivers: readonly Received[];
  limited?: number;
}) {
  const emails = new Map(run.rows.map((row) => [row.id, row.email]));
  const statuses = new Map(run.rows.map((row) => [`${row.id} ${row.channel}`, row.status]));
  const byEmail = Map.groupBy(emails.keys(), (id) => emails.get(id)!);
  // The run's own enquiries, not those of the rate-limited address (1,000,000 on).
  const main = Array.from({ length: RUN.enquiries }, (_, i) => run.email(i));
  const acknowledged = [...run.acknowledged].map(run.email);
  const stored = acknowledged.filter((email) => byEmail.has(email)).length;
  const metrics: Metric[] = [
    ["Enquiries sent", RUN.enquiries],
    ["Acknowledged (2xx)", acknowledged.length],
    ["Never acknowledged (client gave up)", run.gaveUp],
    ["Stored (acknowledged and in the database)", stored],
    judged("Lost (acknowledged, not stored)", acknowledged.length - stored, 0),
    judged("Stored twice (same e-mail)", emails.size - byEmail.size, 0),
    ["Stored but not acknowledged", main.filter((email) => byEmail.has(email)).length - stored],
  ];
  for (const { channel, deliveries, unidentified, badSignatures } of run.receivers) {
    const [name, sameId] = CHANNELS[channel];
    const delivered = (id: string) => deliveries.has(id);
    const status = (id: string) => statuses.get(`${id} ${channel}`) ?? "no outbox row";
    const unnotified = acknowledged.filter((email) => !byEmail.get(email)?.some(delivered)).length;
    const extra = r.sum(deliveries.values()) - deliveries.size;
    const missing = [...emails.keys()].filter((id) => !delivered(id));
    const why = missing.length ? ` (outbox status: ${r.tally(missing.map(status), true)})` : "";
    const ids = [...deliveries.keys()];
    const unmarked = ids.filter((id) => emails.has(id) && status(id) !== "sent").length;
    const strangers = ids.filter((id) => !emails.has(id)).length;
    metrics.push(
      [`${name}: delivered`, r.sum(deliveries.values()) + unidentified],
      judged(`${name}: acknowledged but never notified after the outbox drained`, unnotified, 0),
      judged(`${name}: duplicates (same ${sameId})`, extra, run.kills.length, "at most 1 per kill"),
      [`${name}: missing (stored row, not delivered)`, r.formatNumber(missing.length) + why],
      [`${name}: delivered but outbox row not marked sent`, unmarked],
      [`${name}: for no stored enquiry / without enquiry id`, `${strangers} / ${unidentified}`],
    );
    if (channel === "webhook") {
      metrics.push(judged(`${name}: deliveries with a bad signature`, badSignatures, 0));
    }
  }
  if (run.limited !== undefined) {
    const name = `Accepted from one rate-limited address (of ${3 * LIMIT}), both instances`;
    metrics.push(judged(name, run.limited, LIMIT, `${LIMIT}`, run.limited === LIMIT));
  }
  return { metrics, ok: !metrics.some(([, , target]) => target?.endsWith(r.passFail(false))) };
}

export const runDurability = (options: r.BenchOptions) => runEnquiries("durability", options);
export const runCluster = (options: r.BenchOptions) => runEnquiries("cluster", options);

async function runEnquiries(name: "durability" | "cluster", options: r.BenchOptions) {
  const cluster = name === "cluster";
  const { log } = options;
  const dir = servers.tempDir(name);
  const smtp = await restartable((port, kept: ReceivedMail[]) => startSmtp(port, kept));
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const webhook = cluster
    ? await restartable((port, deliveries: WebhookDelivery[]) =>
        startWebhookReceiver({ secret, port, deliveries }),
      )
    : undefined;
  await webhook?.up();
  const postgres = cluster ? await startPostgres() : undefined;
  // Two instances keep the default rate limits: each visitor has an address of its own.
  const mail = { SMTP_URL: `smtp://${servers.HOST}:${smtp.port}`, NOTIFY_TO };
  const env: Record<string, string> =
    postgres && webhook
      ? {
          ...mail,
          DATABASE_URL: postgres.url,
          WEBHOOK_URL: `http://${servers.HOST}:${webhook.port}/hooks/enquiries`,
          WEBHOOK_SECRET: secret,
          WEBHOOK_ALLOW_PRIVATE: "true",
          TRUST_PROXY: "loopback",
        }
      : { ...mail, ...servers.RATE_LIMIT_ENV };
  const sites: servers.SiteServer[] = [];
  let balancer: servers.NginxServer | undefined;
  let db: Db | undefined;
  const run = randomUUID().slice(0, 8);
  const email = (i: number) => `${name}-${run}-${i}@bench.example.com`;
  const enquiry = (i: number) =>
    enquiryForm({
      name: `${name} Visitor ${i}`,
      email: email(i),
      message: `${name} benchmark enquiry ${i}. Please ignore.`,
    });
  try {
    for (const instance of cluster ? ["-a", "-b"] : [""]) {
      sites.push(await servers.startSite({ buildDir: options.buildDir, dir, name: instance, env }));
    }
    // The site's own database code: SQLite in the data folder, or the PostgreSQL database.
    db = openDatabase({ dataDir: sites[0]!.dataDir, databaseUrl: postgres?.url });
    if (cluster) {
      const upstreams = sites.map((site) => site.port);
      balancer = await servers.startNginx({ site: { upstreams }, readyPath: "/healthz" });
    }
    const origin = balancer?.origin ?? sites[0]!.origin;
    log(
      `sending ${RUN.enquiries} enquiries, ${RUN.concurrency} at a time${cluster ? ", through nginx" : ""}`,
    );
    const started = Date.now();
    let smtpUpAfterMs = Number.NaN;
    const sent = await sendWhileKilling({
      origin,
      // Instance A only: B keeps answering through nginx meanwhile.
      victim: sites[0]!,
      headers: (i): Record<string, string> =>
        cluster ? { "X-Forwarded-For": visitorAddress(i) } : {},
      body: enquiry,
      phases: async (reached) => {
        log(`mail server down for the first ${cluster ? "third" : "half"}`);
        await reached(cluster ? 1 / 3 : 1 / 2);
        await smtp.up();
        smtpUpAfterMs = Date.now() - started;
        if (!webhook) return log("mail server up");
        await webhook.down();
        log("mail server up; webhook receiver down for the second third");
        await reached(2 / 3);
        await webhook.up();
        log("webhook receiver up");
      },
      mailUp: () => Number.isFinite(smtpUpAfterMs),
    });
    // One address through the balancer, so that the two instances share its allowance.
    let limitedAccepted = 0;
    for (let i = 0; cluster && i < 3 * LIMIT; i++) {
      const address = "2001:db8:ffff:ffff::1";
      const headers = { Origin: origin, ...SCRIPT_HEADERS, "X-Forwarded-For": address };
      const body = enquiry(1_000_000 + i);
      const response = await fetch(`${origin}${ENQUIRY_PATH}`, { method: "POST", headers, body });
      await response.arrayBuffer();
      if (response.ok) limitedAccepted++;
    }
    log(`${sent.acknowledged.size} acknowledged; waiting for the outbox`);
    const drained = await drain(db, (cluster ? 15 : 5) * 60_000, log);
    // The run's stored enquiries (the rate-limited address's too), a row per outbox row.
    const rows = await db
      .selectFrom("enquiries as e")
      .leftJoin("outbox as o", "o.enquiry_id", "e.id")
      .select(["e.id", "e.email", "o.channel", "o.status"])
      .where("e.email", "like", `${name}-${run}-%`)
      .execute();
    const mailIds = smtp.kept.map((mail) => mail.headers.get("x-enquiry-id"));
    const receivers = [counted("mail", mailIds)];
    if (webhook) {
      const verified = webhook.kept.map((hook) => hook.verified as { data?: { id?: string } });
      const bad = verified.filter((payload) => !payload).length;
      const ids = verified.filter(Boolean).map((payload) => payload.data?.id);
      receivers.push(counted("webhook", ids, bad));
    }
    const limited = cluster ? limitedAccepted : undefined;
    const { metrics, ok } = enquiryMetrics({ ...sent, email, rows, receivers, limited });
    const failedRows = rows.filter((row) => row.status === "failed");
    const failed = r.tally(
      failedRows.map((row) => row.channel!),
      true,
    );
    const times = smtp.kept.map((mail) => mail.at);
    const mailRate = (times.length - 1) / ((times.at(-1)! - times[0]!) / 1000);
    return {
      intro: [
        `${r.formatNumber(RUN.enquiries)} enquiries (valid form bodies, a unique e-mail each) posted as the form's script posts them (\`POST ${ENQUIRY_PATH}\` with \`Accept: application/json\`, a submission key each, repeated with the same key until a 2xx: only a 2xx counts as acknowledged), ${RUN.concurrency} at a time, ${cluster ? "through nginx (round robin, `TRUST_PROXY=loopback`) to two server processes on one throwaway PostgreSQL database, each from its own address (X-Forwarded-For), with the default rate limits" : "to one server process on SQLite, with the highest rate limits env.ts allows"}. Notifications go through the outbox (first retry after ${constants.OUTBOX_RETRY_BASE_MS / 1000} s, then exponential back-off) by e-mail to a local SMTP server (smtp-server, recording each message by its X-Enquiry-Id header)${webhook ? " and to a CRM webhook (a local receiver that verifies every Standard Webhooks signature)" : ""}.`,
        `The mail server was down (connection refused) until ${cluster ? "a third" : "half"} of the enquiries were acknowledged (it came up after ${r.formatDuration(smtpUpAfterMs)})${webhook ? ", the webhook receiver from then until two thirds" : ""}. ${cluster ? "Instance A" : "The server"} was ${sent.summary}; the outbox ${drained.drained ? "drained" : "did NOT drain"} ${r.formatDuration(drained.ms)} later${failed ? ` (failed rows: ${failed})` : ""}. SMTP conversations broken off by a kill: ${r.formatNumber(smtp.running()?.errors() ?? 0)}. The mail server took ${r.formatNumber(mailRate, 1)} mails/s while the outbox drained.`,
        `${cluster ? `Then one address posted ${3 * LIMIT} enquiries through nginx, alternating between the instances (those accepted are stored and notified like the rest). ` : ""}Targets: no acknowledged enquiry lost or stored twice; every acknowledged enquiry notified once the outbox drains, with no operator; at most one duplicate notification per kill and channel${cluster ? `; exactly ${LIMIT} accepted from that address across both instances (its limit per minute)` : ""}. Overall: **${r.passFail(ok)}**.`,
      ],
      tables: [r.metricsTable(metrics)],
      notes: [
        `An enquiry and its outbox ${webhook ? "rows" : "row"} are written in one ${cluster ? "PostgreSQL" : "SQLite (WAL, synchronous=FULL)"} transaction before the 201 goes out; an enquiry whose answer was lost to a kill is posted again with the same submission key and stored once. The worker claims one due row at a time under a lease naming the process, sends it, then marks it 'sent'; a failed send goes back to 'pending' with exponential back-off.`,
        `A SIGKILL mid-send leaves its row 'sending' under the dead process's lease; when the lease runs out (${constants.OUTBOX_LEASE_MS / 1000} s) the next worker (polling every ${constants.OUTBOX_POLL_MS / 1000} s) sends it again, so no notification waits on a person (at-least-once, docs/decisions/006). If the kill came after the receiver had accepted the notification, it arrives twice with the same Message-ID${webhook ? " or webhook-id" : ""}, so the copies thread or are dropped as one. ${sent.kills.filter((kill) => !kill.mailUp).length} of the ${sent.kills.length} kills came while the mail server was down. smtp-server pauses about 100 ms after each connection before greeting, which sets the mail rate above (one message per connection).`,
      ],
    };
  } finally {
    await db?.destroy();
    await balancer?.stop();
    for (const site of sites) await site.stop();
    await smtp.down();
    await webhook?.down();
    postgres?.stop();
  }
}

/** A receiver the site notifies, started and stopped on one port, keeping all it got. */
async function restartable<T, S extends { stop(): Promise<void> }>(
  start: (port: number, kept: T[]) => Promise<S>,
) {
  const [port, kept] = [await servers.freePort(), [] as T[]];
  let running: S | undefined;
  return {
    port,
    kept,
    running: () => running,
    up: async () => void (running = await start(port, kept)),
    down: async () => void (await running?.stop(), (running = undefined)),
  };
}

/** What a channel got, counted by enquiry id; `undefined`, a delivery without one. */
function counted(channel: Channel, ids: readonly (string | undefined)[], badSignatures = 0) {
  const known = ids.filter((id) => id !== undefined);
  const groups = [...Map.groupBy(known, (id) => id)].map(([id, all]) => [id, all.length] as const);
  return {
    channel,
    deliveries: new Map(groups),
    unidentified: ids.length - known.length,
    badSignatures,
  };
}
type Received = ReturnType<typeof counted>;
