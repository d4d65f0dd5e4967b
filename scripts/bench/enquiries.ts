// The durability and two-instance runs (README.md, "Benchmarks").
import { randomBytes, randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import { text } from "node:stream/consumers";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { type Db, openDatabase } from "../../app/.server/db.ts";
import * as constants from "../../app/lib/constants.ts";
import { startPostgres } from "../lib/postgres-cluster.ts";
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

/** A valid enquiry as the form's script posts it, with the submission key it keeps on a repeat. */
export const enquiryForm = (fields: { name: string; email: string; message: string }) =>
  new URLSearchParams({
    reply: "data",
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
    const headers = { Origin: options.origin, ...options.headers(i) };
    const [url, body] = [`${options.origin}/contact.data`, options.body(i)];
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

/** "3 pending, 1 failed": how often each value comes. */
const countBy = (values: readonly string[]) =>
  [...Map.groupBy(values, (value) => value)].map(([key, all]) => `${all.length} ${key}`).join(", ");
/** Copies of one delivery beyond the first, over all deliveries. */
const duplicates = (deliveries: Map<string, number>) =>
  r.sum(deliveries.values()) - deliveries.size;
const target = (value: number, goal: number, ok = value <= goal) => `${goal}: ${r.passFail(ok)}`;
type Metric = Parameters<typeof r.metricsTable>[0][number];
/** A count that should be 0, with its verdict. */
const none = (name: string, value: number): Metric => [name, value, target(value, 0)];

export const runDurability = (options: r.BenchOptions) => runEnquiries("durability", options);
export const runCluster = (options: r.BenchOptions) => runEnquiries("cluster", options);

async function runEnquiries(name: "durability" | "cluster", options: r.BenchOptions) {
  const cluster = name === "cluster";
  const { log } = options;
  const dir = servers.tempDir(name);
  const smtp = smtpRecorder(await servers.freePort());
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const webhook = cluster ? webhookReceiver(await servers.freePort(), secret) : undefined;
  await webhook?.up();
  const postgres = cluster ? await startPostgres() : undefined;
  // Two instances keep the default rate limits: each visitor has an address of its own.
  const env: Record<string, string> =
    postgres && webhook
      ? {
          SMTP_URL: smtp.url,
          NOTIFY_TO,
          DATABASE_URL: postgres.url,
          WEBHOOK_URL: webhook.url,
          WEBHOOK_SECRET: secret,
          WEBHOOK_ALLOW_PRIVATE: "true",
          TRUST_PROXY: "loopback",
        }
      : { SMTP_URL: smtp.url, NOTIFY_TO, ...servers.RATE_LIMIT_ENV };
  const sites: servers.SiteServer[] = [];
  let balancer: servers.NginxServer | undefined;
  let db: Db | undefined;
  const run = randomUUID().slice(0, 8);
  const enquiry = (i: number) =>
    enquiryForm({
      name: `${name} Visitor ${i}`,
      email: `${name}-${run}-${i}@bench.example.com`,
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
      mailUp: () => cluster || Number.isFinite(smtpUpAfterMs),
    });
    // One address through the balancer, so that the two instances share its allowance.
    let limitedAccepted = 0;
    for (let i = 0; cluster && i < 3 * LIMIT; i++) {
      const headers = { Origin: origin, "X-Forwarded-For": "2001:db8:ffff:ffff::1" };
      const body = enquiry(1_000_000 + i);
      const response = await fetch(`${origin}/contact.data`, { method: "POST", headers, body });
      await response.arrayBuffer();
      if (response.ok) limitedAccepted++;
    }
    log(`${sent.acknowledged.size} acknowledged; waiting for the outbox`);
    const drained = await drain(db, (cluster ? 15 : 5) * 60_000, log);
    // The run's stored rows, with their mail's outbox status, against what the visitors were told.
    const rows = await db
      .selectFrom("enquiries as e")
      .leftJoin("outbox as o", (join) =>
        join.onRef("o.enquiry_id", "=", "e.id").on("o.channel", "=", "mail"),
      )
      .select(["e.id", "e.email", "o.status as outbox_status"])
      .where("e.email", "like", `${name}-${run}-%`)
      .execute();
    const byEmail = Map.groupBy(rows, (row) => row.email);
    const acknowledged = [...sent.acknowledged].map((i) => `${name}-${run}-${i}@bench.example.com`);
    const stored = acknowledged.filter((email) => byEmail.has(email)).length;
    const lost = acknowledged.length - stored;
    const { kills } = sent;
    const firstRows: Metric[] = [
      ["Enquiries sent", RUN.enquiries],
      ["Acknowledged (2xx)", sent.acknowledged.size],
      ["Never acknowledged (client gave up)", sent.gaveUp],
      ["Stored (acknowledged and in the database)", stored],
      none("Lost (acknowledged, not stored)", lost),
    ];
    if (webhook) {
      const failed = await db.selectFrom("outbox").select("channel").where("status", "=", "failed");
      const failedRows = countBy((await failed.execute()).map((row) => row.channel));
      const storedTwice = [...byEmail.values()].filter((copies) => copies.length > 1).length;
      const mainRows = rows.filter((row) => !/-1\d{6}@/.test(row.email));
      const mailMissing = mainRows.filter((row) => !smtp.deliveries.has(row.id)).length;
      const webhookMissing = mainRows.filter((row) => !webhook.deliveries.has(row.id)).length;
      const limitOk = limitedAccepted === LIMIT;
      const ok = lost + storedTwice + mailMissing + webhookMissing === 0 && limitOk;
      return {
        intro: [
          `Two server processes on one throwaway PostgreSQL database, behind nginx (round robin, \`TRUST_PROXY=loopback\`). ${r.formatNumber(RUN.enquiries)} enquiries posted through nginx as the form's script posts them (\`/contact.data\`, a submission key each, repeated with the same key until a 2xx), ${RUN.concurrency} at a time, each from its own address (X-Forwarded-For), with the default rate limits. Notifications go by e-mail (a local SMTP server) and to a CRM webhook (a local receiver that verifies every Standard Webhooks signature).`,
          `The mail server was down for the first third of the run and the webhook receiver for the second third. Instance A was ${sent.summary}; the outbox ${drained.drained ? "drained" : "did NOT drain"} ${r.formatDuration(drained.ms)} later${failedRows ? ` (failed rows: ${failedRows})` : ""}.`,
          `Then one address posted ${3 * LIMIT} enquiries through nginx, alternating between the instances. Overall: **${r.passFail(ok)}**.`,
        ],
        tables: [
          r.metricsTable([
            ...firstRows,
            none("Stored twice", storedTwice),
            none("Never notified by e-mail after the outbox drained", mailMissing),
            none("Never delivered to the webhook after the outbox drained", webhookMissing),
            ["Duplicate mails (same enquiry twice)", duplicates(smtp.deliveries), "goal 0"],
            ["Duplicate webhook deliveries (same webhook-id)", duplicates(webhook.deliveries)],
            ["Webhook deliveries with a bad signature", webhook.badSignatures, "0"],
            [
              `Accepted from one rate-limited address (of ${3 * LIMIT}), both instances`,
              limitedAccepted,
              target(limitedAccepted, LIMIT, limitOk),
            ],
          ]),
        ],
        notes: [
          "A duplicate mail or webhook delivery can follow a kill between the receiver accepting a notification and the outbox row being marked sent: the row is retried when its lease runs out (at-least-once, docs/decisions/006). The mail keeps one Message-ID and the webhook one webhook-id, so both thread or drop the copy.",
        ],
      };
    }
    const ids = new Set(rows.map((row) => row.id));
    const mailed = (row: { id: string }) => smtp.deliveries.has(row.id);
    const duplicatedMails = duplicates(smtp.deliveries);
    const missing = rows.filter((row) => !mailed(row));
    const missingBy = countBy(missing.map((row) => row.outbox_status ?? "no outbox row"));
    const neverNotified = acknowledged.filter((e) => !byEmail.get(e)?.some(mailed)).length;
    const acked = new Set(acknowledged);
    const unacknowledged = [...byEmail.keys()].filter((email) => !acked.has(email)).length;
    const notMarked = rows.filter((row) => mailed(row) && row.outbox_status !== "sent").length;
    const strangers = [...smtp.deliveries.keys()].filter((id) => !ids.has(id)).length;
    const mails = r.sum(smtp.deliveries.values()) + smtp.unidentified;
    const mailRate = (mails - 1) / ((smtp.lastAt - smtp.firstAt) / 1000);
    const ok = lost === 0 && neverNotified === 0 && duplicatedMails <= kills.length;
    return {
      intro: [
        `${r.formatNumber(RUN.enquiries)} enquiries (valid form bodies, a unique e-mail each) posted as the form's script does (a fetcher: \`/contact.data\`) by ${RUN.concurrency} concurrent clients; a client repeats an enquiry until it gets a 2xx (only 2xx counts as acknowledged). Our server ran with SMTP_URL pointing at a local SMTP server (smtp-server, recording each message by its X-Enquiry-Id header), NOTIFY_TO set, and the highest rate limits env.ts allows; the outbox's built-in back-off applies (first retry after ${constants.OUTBOX_RETRY_BASE_MS / 1000} s).`,
        `The mail server was down (connection refused) until half of the enquiries were acknowledged (it came up after ${r.formatDuration(smtpUpAfterMs)}). The server was ${sent.summary}; the outbox ${drained.drained ? "was drained" : "was NOT drained"} ${r.formatDuration(drained.ms)} later. SMTP conversations broken off by a kill: ${r.formatNumber(smtp.brokenConnections)}. The mail server took ${r.formatNumber(mailRate, 1)} mails/s while the outbox drained.`,
        `Targets: no acknowledged enquiry lost; every acknowledged enquiry mailed once the outbox drains, with no operator; at most one duplicate mail per kill. Overall: **${r.passFail(ok)}**.`,
      ],
      tables: [
        r.metricsTable([
          ...firstRows,
          ["Duplicated stored rows (same e-mail twice)", rows.length - byEmail.size],
          ["Stored but not acknowledged", unacknowledged],
          ["Mails delivered", mails],
          [
            "Duplicated mails (resent after a kill mid-send, same Message-ID)",
            duplicatedMails,
            `at most 1 per kill: ${r.passFail(duplicatedMails <= kills.length)}`,
          ],
          none("Acknowledged but never notified after the outbox drains", neverNotified),
          [
            "Missing mails (stored row, no mail)",
            `${r.formatNumber(missing.length)}${missing.length > 0 ? ` (outbox status: ${missingBy})` : ""}`,
          ],
          ["Mails delivered but outbox row not marked sent", notMarked],
          [
            "Mails for no stored enquiry / without enquiry id",
            `${strangers} / ${smtp.unidentified}`,
          ],
        ]),
      ],
      notes: [
        "An enquiry and its outbox row are written in one SQLite transaction (WAL, synchronous=FULL) before the 201 goes out; an enquiry whose answer was lost to a kill is sent again by the client and stored twice (at-least-once from the visitor's side). The worker claims one due row at a time under a lease naming the process, sends it, then marks it 'sent'; a failed send goes back to 'pending' with exponential back-off.",
        `A SIGKILL mid-send leaves its row 'sending' under the dead process's lease; when the lease runs out (${constants.OUTBOX_LEASE_MS / 1000} s) the next worker (polling every ${constants.OUTBOX_POLL_MS / 1000} s) sends it again, so no notification waits on a person. If the kill came after the mail server accepted the message, it arrives twice with the same Message-ID. ${kills.filter((kill) => !kill.mailUp).length} of the ${kills.length} kills came while the mail server was down. smtp-server pauses about 100 ms after each connection before greeting, which sets the drain rate above (one message per connection).`,
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

/** A receiver the site notifies, counting by enquiry id; down (refusing) for part of a run. */
function receiver(url: string, listen: (self: Receiver) => Server | SMTPServer) {
  let server: Server | SMTPServer | undefined;
  const self = {
    url,
    deliveries: new Map<string, number>(),
    unidentified: 0,
    badSignatures: 0,
    brokenConnections: 0,
    firstAt: Number.NaN,
    lastAt: Number.NaN,
    record(id: string | undefined) {
      if (id) self.deliveries.set(id, (self.deliveries.get(id) ?? 0) + 1);
      else self.unidentified++;
      self.lastAt = Date.now();
      if (Number.isNaN(self.firstAt)) self.firstAt = self.lastAt;
    },
    up() {
      const listening = (server = listen(self));
      return new Promise<void>((resolve, reject) => {
        let up = false;
        listening.on("error", (error: Error) => (up ? self.brokenConnections++ : reject(error)));
        listening.listen(Number(new URL(url).port), servers.HOST, () => {
          up = true;
          resolve();
        });
      });
    },
    down() {
      const closing = server;
      server = undefined;
      if (closing && "closeAllConnections" in closing) closing.closeAllConnections();
      return new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
  return self;
}
type Receiver = ReturnType<typeof receiver>;

export const enquiryIdOf = (message: string) =>
  /^x-enquiry-id:[ \t]*(\S+)/im.exec(message.split(/\r?\n\r?\n/)[0]!)?.[1];

/** An SMTP server that counts mails by their X-Enquiry-Id; brought up when the run says. */
const smtpRecorder = (port: number) =>
  receiver(
    `smtp://${servers.HOST}:${port}`,
    (self) =>
      new SMTPServer({
        authOptional: true,
        // Plain SMTP on loopback: nodemailer would otherwise upgrade to a self-signed certificate.
        disabledCommands: ["STARTTLS"],
        disableReverseLookup: true,
        logger: false,
        async onData(stream, _session, callback) {
          // A kill can cut a message off: then it was not accepted, nor recorded.
          const message = await text(stream).catch((error: Error) => error);
          if (message instanceof Error) return callback(message);
          self.record(enquiryIdOf(message));
          // The 250 goes out after recording: what is recorded was accepted.
          callback();
        },
      }),
  );

/** A CRM endpoint that verifies each Standard Webhooks signature and counts by enquiry id. */
const webhookReceiver = (port: number, secret: string) =>
  receiver(`http://${servers.HOST}:${port}/crm/leads`, (self) =>
    createServer(async (request, response) => {
      const body = await text(request);
      try {
        const headers = request.headers as Record<string, string>;
        const payload = new Webhook(secret).verify(body, headers) as { data?: { id?: string } };
        self.record(payload.data?.id ?? "unidentified");
        response.writeHead(204).end();
      } catch {
        self.badSignatures++;
        response.writeHead(400).end();
      }
    }),
  );
