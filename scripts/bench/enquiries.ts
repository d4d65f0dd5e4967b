// The durability and two-instance runs: visitors posting enquiries while a server is killed, the
// mail and webhook receivers recording what arrives, and what the database and receivers hold after.
import Sqlite from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import path from "node:path";
import { text } from "node:stream/consumers";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { databaseFile } from "../../app/.server/db.ts";
import {
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  OUTBOX_RETRY_BASE_MS,
  RATE_LIMIT_PER_MINUTE_DEFAULT,
} from "../../app/lib/constants.ts";
import { startPostgres } from "../lib/postgres-cluster.ts";
import { type Section, formatDuration, formatNumber, metricsTable, passFail } from "./report.ts";
import {
  HOST,
  type NginxServer,
  RATE_LIMIT_ENV,
  type SiteServer,
  freePort,
  startNginx,
  startSite,
  tempDir,
} from "./servers.ts";

/** Both runs: 2,000 enquiries, 20 at a time, a server killed 5 times between 5% and 95%. */
export const ENQUIRY_RUN = {
  enquiries: 2000,
  concurrency: 20,
  kills: 5,
  killWindow: [0.05, 0.95] as const,
  downMs: [100, 500] as const,
  requestTimeoutMs: 5_000,
  giveUpMs: 120_000,
};
const NOTIFY_TO = "sales@bench.example.com";
const LIMITED_POSTS = 3 * RATE_LIMIT_PER_MINUTE_DEFAULT;
// Documentation addresses (RFC 3849), one /64 each: only header text, never a destination.
const visitorAddress = (i: number) =>
  `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;

const random = (min: number, max: number) => min + Math.random() * (max - min);

/** A valid enquiry as the form's script posts it, with the submission key it keeps on a repeat. */
export function enquiryForm(fields: { name: string; email: string; message: string }) {
  return new URLSearchParams({
    reply: "data",
    phone: "+91 98765 43210",
    company: "Bench Test Pvt Ltd",
    service: "Fire Hydrant System",
    ...fields,
    submission: randomBytes(16).toString("hex"),
  });
}

const enquiry = (name: string, run: string, i: number) =>
  enquiryForm({
    name: `${name} Visitor ${i}`,
    email: `${name}-${run}-${i}@bench.example.com`,
    message: `${name} benchmark enquiry ${i}. Please ignore.`,
  });

/**
 * Posts the run's enquiries to `origin`, ENQUIRY_RUN.concurrency at a time, each repeated (same
 * body, so the same key) until it gets a 2xx or giveUpMs passes, as the enhanced form lets a
 * visitor do, while `victim` is SIGKILLed ENQUIRY_RUN.kills times at random moments and restarted
 * on the same port; `phases` brings receivers up and down, awaiting `reached(share)` (false once
 * sending is over).
 */
async function sendWhileKilling(options: {
  origin: string;
  victim: SiteServer;
  headers: (i: number) => Record<string, string>;
  body: (i: number) => URLSearchParams;
  phases: (reached: (share: number) => Promise<boolean>) => Promise<void>;
  mailUp: () => boolean;
}) {
  const { enquiries: n, concurrency, giveUpMs, requestTimeoutMs } = ENQUIRY_RUN;
  const acknowledged = new Set<number>();
  const statuses = new Map<number, number>();
  let [gaveUp, attempts, networkErrors, next, done] = [0, 0, 0, 0, false];
  const reached = async (count: number) => {
    while (acknowledged.size < count && !done) await sleep(2);
    return !done;
  };
  const phases = options.phases((share) => reached(share * n));
  const killing = (async () => {
    const [from, to] = ENQUIRY_RUN.killWindow;
    const thresholds = Array.from({ length: ENQUIRY_RUN.kills }, () =>
      Math.floor(random(from * n, to * n)),
    ).sort((a, b) => a - b);
    const kills: { acknowledged: number; downMs: number; mailUp: boolean }[] = [];
    for (const threshold of thresholds) {
      if (!(await reached(threshold))) break;
      // A moment later than the threshold, so kills do not line up with responses.
      await sleep(random(0, 20));
      const kill = { acknowledged: acknowledged.size, mailUp: options.mailUp() };
      await options.victim.crash();
      const down = random(...ENQUIRY_RUN.downMs);
      await sleep(down);
      const started = Date.now();
      await options.victim.start();
      kills.push({ ...kill, downMs: Math.round(down + Date.now() - started) });
    }
    return kills;
  })();
  const send = async (i: number) => {
    const headers = { Origin: options.origin, ...options.headers(i) };
    const body = options.body(i);
    for (let attempt = 1, end = Date.now() + giveUpMs; Date.now() < end; attempt++) {
      attempts++;
      try {
        const signal = AbortSignal.timeout(requestTimeoutMs);
        const url = `${options.origin}/contact.data`;
        const response = await fetch(url, { method: "POST", headers, body, signal });
        await response.arrayBuffer();
        if (response.ok) return void acknowledged.add(i);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        networkErrors++;
      }
      await sleep(Math.min(500, 50 * attempt));
    }
    gaveUp++;
  };
  const started = Date.now();
  const worker = async () => {
    while (next < n) await send(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker)).finally(() => (done = true));
  const sendMs = Date.now() - started;
  const kills = await killing;
  await phases;
  if (!options.victim.running()) await options.victim.start();
  const answers = [...statuses].map(([status, count]) => `${formatNumber(count)} × ${status}`);
  const summary = `killed with SIGKILL ${kills.length} times at random moments (after ${kills.map((kill) => kill.acknowledged).join(", ")} acknowledgements; down ${kills.map((kill) => `${kill.downMs} ms`).join(", ")} until /healthz answered again) and restarted on the same port and data. Sending took ${formatDuration(sendMs)} with ${formatNumber(attempts)} requests in all (${[`${formatNumber(networkErrors)} connection errors`, ...answers].join(", ")})`;
  return { acknowledged, gaveUp, kills, summary };
}

/** SQL both SQLite and PostgreSQL run; `$1` is the one parameter. */
type Query = (sql: string, param?: string) => Promise<Record<string, unknown>[]>;

/** Waits until the outbox has no pending or sending row, logging what is left now and then. */
async function drain(query: Query, timeoutMs: number, log: (line: string) => void) {
  const started = Date.now();
  let lastLog = started;
  while (Date.now() - started < timeoutMs) {
    const open = await query(
      "select channel, status, count(*) as count from outbox where status in ('pending', 'sending') group by channel, status",
    );
    if (open.length === 0) return { drained: true, ms: Date.now() - started };
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      // Rows a killed server left 'sending' are sent again once their leases run out.
      log(`outbox ${open.map((row) => `${row.count} ${row.channel} ${row.status}`).join(", ")}`);
    }
    await sleep(500);
  }
  return { drained: false, ms: Date.now() - started };
}

interface StoredRow {
  id: string;
  email: string;
  outbox_status: string | null;
}

/** The run's stored rows against what the visitors were told. */
async function storedRows(query: Query, name: string, run: string, sent: Set<number>) {
  const rows = (await query(
    "select e.id, e.email, o.status as outbox_status from enquiries e left join outbox o on o.enquiry_id = e.id and o.channel = 'mail' where e.email like $1",
    `${name}-${run}-%`,
  )) as unknown as StoredRow[];
  const byEmail = new Map<string, StoredRow[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  const acknowledged = [...sent].map((i) => `${name}-${run}-${i}@bench.example.com`);
  const stored = acknowledged.filter((email) => byEmail.has(email)).length;
  const lost = acknowledged.length - stored;
  return { rows, byEmail, acknowledged, stored, lost };
}

/** "3 pending, 1 failed": how often each value comes. */
const countBy = (values: readonly string[]) =>
  [...Map.groupBy(values, (value) => value)].map(([key, all]) => `${all.length} ${key}`).join(", ");
const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);
/** Copies of one delivery beyond the first, over all deliveries. */
const duplicates = (deliveries: Map<string, number>) => sum(deliveries.values()) - deliveries.size;
const target = (value: number, goal: number, ok = value <= goal) => `${goal}: ${passFail(ok)}`;

const LOST = "Lost (acknowledged, not stored)";
const firstRows = (
  sent: { acknowledged: Set<number>; gaveUp: number },
  stored: number,
  lost: number,
) => ({
  "Enquiries sent": ENQUIRY_RUN.enquiries,
  "Acknowledged (2xx)": sent.acknowledged.size,
  "Never acknowledged (client gave up)": sent.gaveUp,
  "Stored (acknowledged and in the database)": stored,
  [LOST]: lost,
});

export async function runDurability(options: {
  buildDir: string;
  log: (line: string) => void;
}): Promise<Section> {
  const log = (line: string) => options.log(`durability: ${line}`);
  const dir = tempDir("durability");
  const smtp = createSmtpRecorder(await freePort());
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
    env: { ...RATE_LIMIT_ENV, SMTP_URL: smtp.url, NOTIFY_TO },
  });
  const db = new Sqlite(databaseFile(site.dataDir), { readonly: true, fileMustExist: true });
  const query: Query = async (sql, param) => {
    const statement = db.prepare<unknown[], Record<string, unknown>>(sql.replace("$1", "?"));
    return param === undefined ? statement.all() : statement.all(param);
  };
  const run = randomUUID().slice(0, 8);
  const started = Date.now();
  let smtpUpAfterMs = Number.NaN;
  try {
    log(`sending ${ENQUIRY_RUN.enquiries} enquiries, ${ENQUIRY_RUN.concurrency} at a time`);
    const sent = await sendWhileKilling({
      origin: site.origin,
      victim: site,
      headers: () => ({}),
      body: (i) => enquiry("durability", run, i),
      phases: async (reached) => {
        await reached(1 / 2);
        await smtp.up();
        smtpUpAfterMs = Date.now() - started;
        log("mail server up");
      },
      mailUp: () => Number.isFinite(smtpUpAfterMs),
    });
    const { kills } = sent;
    log(`${sent.acknowledged.size} acknowledged; waiting for the outbox`);
    const drained = await drain(query, 5 * 60_000, log);
    const stats = await storedRows(query, "durability", run, sent.acknowledged);
    const { rows, byEmail, acknowledged, stored, lost } = stats;
    const ids = new Set(rows.map((row) => row.id));
    const mailed = (row: StoredRow) => smtp.deliveries.has(row.id);
    const duplicatedMails = duplicates(smtp.deliveries);
    const missing = rows.filter((row) => !mailed(row));
    const missingBy = countBy(missing.map((row) => row.outbox_status ?? "no outbox row"));
    const neverNotified = acknowledged.filter((e) => !byEmail.get(e)?.some(mailed)).length;
    const acked = new Set(acknowledged);
    const unacknowledged = [...byEmail.keys()].filter((email) => !acked.has(email)).length;
    const notMarked = rows.filter((row) => mailed(row) && row.outbox_status !== "sent").length;
    const strangers = [...smtp.deliveries.keys()].filter((id) => !ids.has(id)).length;
    const mailRate = (smtp.total() - 1) / ((smtp.lastAt - smtp.firstAt) / 1000);
    const LOST_TARGET = { [LOST]: target(lost, 0) };
    const ok = lost === 0 && neverNotified === 0 && duplicatedMails <= kills.length;
    const duplicatedLabel = "Duplicated mails (resent after a kill mid-send, same Message-ID)";
    const neverLabel = "Acknowledged but never notified after the outbox drains";
    return {
      title: "Durability",
      intro: [
        `${formatNumber(ENQUIRY_RUN.enquiries)} enquiries (valid form bodies, a unique e-mail each) posted as the form's script does (a fetcher: \`/contact.data\`) by ${ENQUIRY_RUN.concurrency} concurrent clients; a client repeats an enquiry until it gets a 2xx (only 2xx counts as acknowledged). Our server ran with SMTP_URL pointing at a local SMTP server (smtp-server, recording each message by its X-Enquiry-Id header), NOTIFY_TO set, and the highest rate limits env.ts allows; the outbox's built-in back-off applies (first retry after ${OUTBOX_RETRY_BASE_MS / 1000} s).`,
        `The mail server was down (connection refused) until half of the enquiries were acknowledged (it came up after ${formatDuration(smtpUpAfterMs)}). The server was ${sent.summary}; the outbox ${drained.drained ? "was drained" : "was NOT drained"} ${formatDuration(drained.ms)} later. SMTP conversations broken off by a kill: ${formatNumber(smtp.brokenConnections)}. The mail server took ${formatNumber(mailRate, 1)} mails/s while the outbox drained.`,
        `Targets: no acknowledged enquiry lost; every acknowledged enquiry mailed once the outbox drains, with no operator; at most one duplicate mail per kill. Overall: **${passFail(ok)}**.`,
      ],
      tables: [
        metricsTable(
          {
            ...firstRows(sent, stored, lost),
            "Duplicated stored rows (same e-mail twice)": rows.length - byEmail.size,
            "Stored but not acknowledged": unacknowledged,
            "Mails delivered": smtp.total(),
            [duplicatedLabel]: duplicatedMails,
            [neverLabel]: neverNotified,
            "Missing mails (stored row, no mail)":
              formatNumber(missing.length) +
              (missing.length > 0 ? ` (outbox status: ${missingBy})` : ""),
            "Mails delivered but outbox row not marked sent": notMarked,
            "Mails for no stored enquiry / without enquiry id": `${strangers} / ${smtp.unidentified}`,
          },
          {
            ...LOST_TARGET,
            [duplicatedLabel]: `at most 1 per kill: ${passFail(duplicatedMails <= kills.length)}`,
            [neverLabel]: target(neverNotified, 0),
          },
        ),
      ],
      notes: [
        "An enquiry and its outbox row are written in one SQLite transaction (WAL, synchronous=FULL) before the 201 goes out; an enquiry whose answer was lost to a kill is sent again by the client and stored twice (at-least-once from the visitor's side). The worker claims one due row at a time under a lease naming the process, sends it, then marks it 'sent'; a failed send goes back to 'pending' with exponential back-off.",
        `A SIGKILL mid-send leaves its row 'sending' under the dead process's lease; when the lease runs out (${OUTBOX_LEASE_MS / 1000} s) the next worker (polling every ${OUTBOX_POLL_MS / 1000} s) sends it again, so no notification waits on a person. If the kill came after the mail server accepted the message, it arrives twice with the same Message-ID. ${kills.filter((kill) => !kill.mailUp).length} of the ${kills.length} kills came while the mail server was down. smtp-server pauses about 100 ms after each connection before greeting, which sets the drain rate above (one message per connection).`,
      ],
    };
  } finally {
    db.close();
    await site.stop();
    await smtp.down();
  }
}

export async function runCluster(options: {
  buildDir: string;
  log: (line: string) => void;
}): Promise<Section> {
  const log = (line: string) => options.log(`cluster: ${line}`);
  const dir = tempDir("cluster");
  const postgres = await startPostgres();
  const smtp = createSmtpRecorder(await freePort());
  const webhook = createWebhookReceiver(await freePort());
  await webhook.up();
  const env = {
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    NOTIFY_TO,
    WEBHOOK_URL: webhook.url,
    WEBHOOK_SECRET: webhook.secret,
    WEBHOOK_ALLOW_PRIVATE: "true",
    TRUST_PROXY: "loopback",
  };
  const sites: SiteServer[] = [];
  let balancer: NginxServer | undefined;
  const run = randomUUID().slice(0, 8);
  const db = new pg.Client({ connectionString: postgres.url });
  const query: Query = async (sql, param) =>
    (await db.query(sql, param === undefined ? [] : [param])).rows as Record<string, unknown>[];
  try {
    for (const name of ["a", "b"]) {
      sites.push(
        await startSite({
          buildDir: options.buildDir,
          dataDir: path.join(dir, `data-${name}`),
          logFile: path.join(dir, `server-${name}.log`),
          env,
        }),
      );
    }
    balancer = await startNginx({
      site: { upstreams: sites.map((site) => site.port) },
      readyPath: "/healthz",
    });
    const origin = balancer.origin;
    await db.connect();
    log(
      `sending ${ENQUIRY_RUN.enquiries} enquiries, ${ENQUIRY_RUN.concurrency} at a time, through nginx`,
    );
    const sent = await sendWhileKilling({
      origin,
      // Instance A only: B keeps answering through nginx meanwhile.
      victim: sites[0]!,
      headers: (i) => ({ "X-Forwarded-For": visitorAddress(i) }),
      body: (i) => enquiry("cluster", run, i),
      phases: async (reached) => {
        log("mail server down for the first third");
        await reached(1 / 3);
        await smtp.up();
        await webhook.down();
        log("mail server up; webhook receiver down for the second third");
        await reached(2 / 3);
        await webhook.up();
        log("webhook receiver up");
      },
      mailUp: () => true,
    });
    // One address through the balancer, so that the two instances share its allowance.
    let limitedAccepted = 0;
    for (let i = 0; i < LIMITED_POSTS; i++) {
      const response = await fetch(`${origin}/contact.data`, {
        method: "POST",
        headers: { Origin: origin, "X-Forwarded-For": "2001:db8:ffff:ffff::1" },
        body: enquiry("cluster", run, 1_000_000 + i),
      });
      await response.arrayBuffer();
      if (response.ok) limitedAccepted++;
    }
    log(`${sent.acknowledged.size} acknowledged; waiting for the outbox`);
    const drained = await drain(query, 15 * 60_000, log);
    const { rows, byEmail, stored, lost } = await storedRows(
      query,
      "cluster",
      run,
      sent.acknowledged,
    );
    const failed = await query("select channel from outbox where status = 'failed'");
    const failedRows = countBy(failed.map((row) => String(row.channel)));
    const storedTwice = [...byEmail.values()].filter((copies) => copies.length > 1).length;
    const mainRows = rows.filter((row) => !/-1\d{6}@/.test(row.email));
    const mailMissing = mainRows.filter((row) => !smtp.deliveries.has(row.id)).length;
    const webhookMissing = mainRows.filter((row) => !webhook.deliveries.has(row.id)).length;
    const LOST_TARGET = { [LOST]: target(lost, 0) };
    const limitOk = limitedAccepted === RATE_LIMIT_PER_MINUTE_DEFAULT;
    const ok = lost + storedTwice + mailMissing + webhookMissing === 0 && limitOk;
    const mailLabel = "Never notified by e-mail after the outbox drained";
    const webhookLabel = "Never delivered to the webhook after the outbox drained";
    const limitedLabel = `Accepted from one rate-limited address (of ${LIMITED_POSTS}), both instances`;
    return {
      title: "Two instances",
      intro: [
        `Two server processes on one throwaway PostgreSQL database, behind nginx (round robin, \`TRUST_PROXY=loopback\`). ${formatNumber(ENQUIRY_RUN.enquiries)} enquiries posted through nginx as the form's script posts them (\`/contact.data\`, a submission key each, repeated with the same key until a 2xx), ${ENQUIRY_RUN.concurrency} at a time, each from its own address (X-Forwarded-For), with the default rate limits. Notifications go by e-mail (a local SMTP server) and to a CRM webhook (a local receiver that verifies every Standard Webhooks signature).`,
        `The mail server was down for the first third of the run and the webhook receiver for the second third. Instance A was ${sent.summary}; the outbox ${drained.drained ? "drained" : "did NOT drain"} ${formatDuration(drained.ms)} later${failedRows ? ` (failed rows: ${failedRows})` : ""}.`,
        `Then one address posted ${LIMITED_POSTS} enquiries through nginx, alternating between the instances. Overall: **${passFail(ok)}**.`,
      ],
      tables: [
        metricsTable(
          {
            ...firstRows(sent, stored, lost),
            "Stored twice": storedTwice,
            [mailLabel]: mailMissing,
            [webhookLabel]: webhookMissing,
            "Duplicate mails (same enquiry twice)": duplicates(smtp.deliveries),
            "Duplicate webhook deliveries (same webhook-id)": duplicates(webhook.deliveries),
            "Webhook deliveries with a bad signature": webhook.badSignatures,
            [limitedLabel]: limitedAccepted,
          },
          {
            ...LOST_TARGET,
            "Stored twice": target(storedTwice, 0),
            [mailLabel]: target(mailMissing, 0),
            [webhookLabel]: target(webhookMissing, 0),
            "Duplicate mails (same enquiry twice)": "goal 0",
            "Webhook deliveries with a bad signature": "0",
            [limitedLabel]: target(limitedAccepted, RATE_LIMIT_PER_MINUTE_DEFAULT, limitOk),
          },
        ),
      ],
      notes: [
        "A duplicate mail or webhook delivery can follow a kill between the receiver accepting a notification and the outbox row being marked sent: the row is retried when its lease runs out (at-least-once, docs/decisions/006). The mail keeps one Message-ID and the webhook one webhook-id, so both thread or drop the copy.",
      ],
    };
  } finally {
    await balancer?.stop();
    for (const site of sites) await site.stop();
    await smtp.down();
    await webhook.down();
    await db.end().catch(() => undefined);
    postgres.stop();
  }
}

/** A receiver the site notifies, which can be down (connection refused) for part of a run. */
interface Receiver {
  url: string;
  deliveries: Map<string, number>;
  up(): Promise<void>;
  down(): Promise<void>;
}

function receiver(
  port: number,
  url: string,
  listen: () => Server | SMTPServer,
  onError: (error: Error, listening: boolean) => void = () => {},
): Receiver {
  let server: Server | SMTPServer | undefined;
  return {
    url,
    deliveries: new Map(),
    up() {
      const listening = (server = listen());
      return new Promise((resolve, reject) => {
        let up = false;
        listening.on("error", (error: Error) => (up ? onError(error, up) : reject(error)));
        listening.listen(port, HOST, () => {
          up = true;
          resolve();
        });
      });
    },
    down() {
      const closing = server;
      server = undefined;
      if (closing && "closeAllConnections" in closing) closing.closeAllConnections();
      return new Promise((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
}

const count = (deliveries: Map<string, number>, id: string) =>
  deliveries.set(id, (deliveries.get(id) ?? 0) + 1);

export interface SmtpRecorder extends Receiver {
  unidentified: number;
  brokenConnections: number;
  firstAt: number;
  lastAt: number;
  total(): number;
}

const ENQUIRY_HEADER = /^x-enquiry-id:[ \t]*(\S+)/im;

export function enquiryIdOf(message: string): string | undefined {
  const end = message.search(/\r?\n\r?\n/);
  const headers = end === -1 ? message : message.slice(0, end);
  return ENQUIRY_HEADER.exec(headers)?.[1];
}

/** An SMTP server that counts mails by their X-Enquiry-Id; brought up when the run says. */
export function createSmtpRecorder(port: number): SmtpRecorder {
  const recorder: SmtpRecorder = Object.assign(
    receiver(
      port,
      `smtp://${HOST}:${port}`,
      () =>
        new SMTPServer({
          authOptional: true,
          // Plain SMTP on loopback: nodemailer would otherwise upgrade to a
          // self-signed certificate it does not trust.
          disabledCommands: ["STARTTLS"],
          disableReverseLookup: true,
          logger: false,
          async onData(stream, _session, callback) {
            const id = enquiryIdOf(await text(stream));
            if (id) count(recorder.deliveries, id);
            else recorder.unidentified++;
            recorder.lastAt = Date.now();
            if (Number.isNaN(recorder.firstAt)) recorder.firstAt = recorder.lastAt;
            // The 250 goes out after recording: what is recorded was accepted.
            callback();
          },
        }),
      () => recorder.brokenConnections++,
    ),
    {
      unidentified: 0,
      brokenConnections: 0,
      firstAt: Number.NaN,
      lastAt: Number.NaN,
      total: () => sum(recorder.deliveries.values()) + recorder.unidentified,
    },
  );
  return recorder;
}

export interface WebhookReceiver extends Receiver {
  secret: string;
  badSignatures: number;
}

/** A CRM endpoint that verifies each Standard Webhooks signature and counts by enquiry id. */
export function createWebhookReceiver(port: number): WebhookReceiver {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const verifier = new Webhook(secret);
  const webhook: WebhookReceiver = Object.assign(
    receiver(port, `http://${HOST}:${port}/crm/leads`, () =>
      createServer(async (request, response) => {
        const body = await text(request);
        try {
          const headers = request.headers as Record<string, string>;
          const payload = verifier.verify(body, headers) as { data?: { id?: string } };
          count(webhook.deliveries, payload.data?.id ?? "unidentified");
          response.writeHead(204).end();
        } catch {
          webhook.badSignatures++;
          response.writeHead(400).end();
        }
      }),
    ),
    { secret, badSignatures: 0 },
  );
  return webhook;
}
