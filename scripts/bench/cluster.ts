import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from "../../app/lib/constants.ts";
import { startPostgres } from "../lib/postgres-cluster.ts";
import {
  ENQUIRY_RUN,
  type Kill,
  NOTIFY_TO,
  createSmtpRecorder,
  createWebhookReceiver,
  duplicates,
  enquiryForm,
  killAtRandom,
  newTally,
  reached,
  sendEnquiries,
  statusList,
} from "./enquiries.ts";
import { type Section, formatDuration, formatNumber, passFail, table } from "./report.ts";
import {
  type NginxServer,
  type SiteServer,
  freePort,
  startNginx,
  startSite,
  tempDir,
} from "./servers.ts";

const DRAIN_TIMEOUT_MS = 15 * 60_000;
const LIMITED_POSTS = 3 * RATE_LIMIT_PER_MINUTE_DEFAULT;
// Documentation addresses (RFC 3849), one /64 each: only header text, never a destination.
const visitorAddress = (i: number) =>
  `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;
const LIMITED_ADDRESS = "2001:db8:ffff:ffff::1";

function enquiryBody(i: number, run: string) {
  return enquiryForm({
    name: `Cluster Visitor ${i}`,
    email: `cluster-${run}-${i}@bench.example.com`,
    message: `Two-instance benchmark enquiry ${i}. Please ignore.`,
  });
}

/** Posts from one address through the balancer, so the two instances share its allowance. */
async function limitedAddress(origin: string, run: string): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < LIMITED_POSTS; i++) {
    const response = await fetch(`${origin}/contact.data`, {
      method: "POST",
      headers: { Origin: origin, "X-Forwarded-For": LIMITED_ADDRESS },
      body: enquiryBody(1_000_000 + i, run),
    });
    await response.arrayBuffer();
    if (response.ok) accepted++;
  }
  return accepted;
}

interface OutboxCounts {
  channel: string;
  status: string;
  count: number;
}

async function outboxCounts(db: pg.Client): Promise<OutboxCounts[]> {
  const { rows } = await db.query<{ channel: string; status: string; count: string }>(
    "select channel, status, count(*) as count from outbox group by channel, status",
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

async function drain(db: pg.Client, log: (line: string) => void): Promise<boolean> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let lastLog = 0;
  while (Date.now() < deadline) {
    const counts = await outboxCounts(db);
    const open = counts.filter((row) => row.status === "pending" || row.status === "sending");
    if (open.length === 0) return true;
    if (Date.now() - lastLog > 15_000) {
      lastLog = Date.now();
      log(
        `cluster: outbox ${open.map((row) => `${row.count} ${row.channel} ${row.status}`).join(", ")}`,
      );
    }
    await sleep(1_000);
  }
  return false;
}

export async function runCluster(options: {
  buildDir: string;
  log: (line: string) => void;
}): Promise<Section> {
  const { log } = options;
  const dir = tempDir("cluster");
  const postgres = await startPostgres();
  const smtp = createSmtpRecorder(await freePort());
  const webhook = createWebhookReceiver(await freePort());
  await smtp.up();
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
  const tally = newTally();
  const n = ENQUIRY_RUN.enquiries;
  let kills: Kill[] = [];
  let sendMs = 0;
  let drainMs = 0;
  let drained = false;
  let limitedAccepted = 0;
  const db = new pg.Client({ connectionString: postgres.url });
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
    await db.connect();
    const progress = () => tally.acknowledged.size;
    let sendingDone = false;
    const done = () => sendingDone;
    const thirds = (async () => {
      await smtp.down();
      log("cluster: mail server down for the first third");
      await reached(n / 3, progress, done);
      await smtp.up();
      await webhook.down();
      log("cluster: mail server up; webhook receiver down for the second third");
      await reached((2 * n) / 3, progress, done);
      await webhook.up();
      log("cluster: webhook receiver up");
    })();
    // Instance A only: B keeps answering through nginx meanwhile.
    const killing = killAtRandom(sites[0]!, progress, done);
    const started = Date.now();
    log(`cluster: sending ${n} enquiries, ${ENQUIRY_RUN.concurrency} at a time, through nginx`);
    const origin = balancer.origin;
    await sendEnquiries(
      `${origin}/contact.data`,
      (i) => ({
        headers: { Origin: origin, "X-Forwarded-For": visitorAddress(i) },
        body: enquiryBody(i, run),
      }),
      tally,
    ).finally(() => {
      sendingDone = true;
    });
    sendMs = Date.now() - started;
    kills = await killing;
    await thirds;
    limitedAccepted = await limitedAddress(balancer.origin, run);
    log(`cluster: ${tally.acknowledged.size} acknowledged; waiting for the outbox`);
    const drainStart = Date.now();
    drained = await drain(db, log);
    drainMs = Date.now() - drainStart;
  } finally {
    await balancer?.stop();
    for (const site of sites) await site.stop();
    await smtp.down();
    await webhook.down();
  }

  let rows: { id: string; email: string }[];
  let counts: OutboxCounts[];
  try {
    rows = (
      await db.query<{ id: string; email: string }>(
        "select id, email from enquiries where email like $1",
        [`cluster-${run}-%`],
      )
    ).rows;
    counts = await outboxCounts(db);
  } finally {
    await db.end();
    postgres.stop();
  }

  const emailOf = (i: number) => `cluster-${run}-${i}@bench.example.com`;
  const byEmail = new Map<string, string[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.id]);
  const acknowledged = [...tally.acknowledged].map(emailOf);
  const stored = acknowledged.filter((email) => byEmail.has(email)).length;
  const lost = acknowledged.length - stored;
  const storedTwice = [...byEmail.values()].filter((ids) => ids.length > 1).length;
  const mainRows = rows.filter((row) => !/-1\d{6}@/.test(row.email));
  const mailMissing = mainRows.filter((row) => !smtp.deliveries.has(row.id)).length;
  const webhookMissing = mainRows.filter((row) => !webhook.deliveries.has(row.id)).length;
  const duplicateMails = duplicates(smtp.deliveries);
  const duplicateWebhooks = duplicates(webhook.deliveries);
  const failedRows = counts
    .filter((row) => row.status === "failed")
    .map((row) => `${row.count} ${row.channel}`)
    .join(", ");
  const ok =
    lost === 0 &&
    storedTwice === 0 &&
    mailMissing === 0 &&
    webhookMissing === 0 &&
    limitedAccepted === RATE_LIMIT_PER_MINUTE_DEFAULT;
  const statuses = statusList(tally, formatNumber);

  return {
    title: "Two instances",
    intro: [
      `Two server processes on one throwaway PostgreSQL database, behind nginx (round robin, \`TRUST_PROXY=loopback\`). ${formatNumber(n)} enquiries posted through nginx as the form's script posts them (\`/contact.data\`, a submission key each, repeated with the same key until a 2xx), ${ENQUIRY_RUN.concurrency} at a time, each from its own address (X-Forwarded-For), with the default rate limits. Notifications go by e-mail (a local SMTP server) and to a CRM webhook (a local receiver that verifies every Standard Webhooks signature).`,
      `The mail server was down for the first third of the run and the webhook receiver for the second third. Instance A was killed with SIGKILL ${kills.length} times (after ${kills.map((kill) => kill.acknowledged).join(", ")} acknowledgements; down ${kills.map((kill) => `${kill.downMs} ms`).join(", ")}) and restarted. Sending took ${formatDuration(sendMs)} in ${formatNumber(tally.attempts)} requests (${formatNumber(tally.networkErrors)} connection errors${statuses ? `, ${statuses}` : ""}); the outbox ${drained ? "drained" : "did NOT drain"} ${formatDuration(drainMs)} later${failedRows ? ` (failed rows: ${failedRows})` : ""}.`,
      `Then one address posted ${LIMITED_POSTS} enquiries through nginx, alternating between the instances. Overall: **${passFail(ok)}**.`,
    ],
    tables: [
      table(
        ["Metric", "Value", "Target"],
        [
          ["Enquiries sent", formatNumber(n), ""],
          ["Acknowledged (2xx)", formatNumber(tally.acknowledged.size), ""],
          ["Never acknowledged (client gave up)", formatNumber(tally.gaveUp), ""],
          ["Stored", formatNumber(stored), ""],
          ["Lost (acknowledged, not stored)", formatNumber(lost), `0: ${passFail(lost === 0)}`],
          ["Stored twice", formatNumber(storedTwice), `0: ${passFail(storedTwice === 0)}`],
          [
            "Never notified by e-mail after the outbox drained",
            formatNumber(mailMissing),
            `0: ${passFail(mailMissing === 0)}`,
          ],
          [
            "Never delivered to the webhook after the outbox drained",
            formatNumber(webhookMissing),
            `0: ${passFail(webhookMissing === 0)}`,
          ],
          ["Duplicate mails (same enquiry twice)", formatNumber(duplicateMails), "goal 0"],
          ["Duplicate webhook deliveries (same webhook-id)", formatNumber(duplicateWebhooks), ""],
          ["Webhook deliveries with a bad signature", formatNumber(webhook.badSignatures), "0"],
          [
            `Accepted from one rate-limited address (of ${LIMITED_POSTS}), both instances`,
            formatNumber(limitedAccepted),
            `${RATE_LIMIT_PER_MINUTE_DEFAULT}: ${passFail(limitedAccepted === RATE_LIMIT_PER_MINUTE_DEFAULT)}`,
          ],
        ],
      ),
    ],
    notes: [
      "A duplicate mail or webhook delivery can follow a kill between the receiver accepting a notification and the outbox row being marked sent: the row is retried when its lease runs out (at-least-once, docs/decisions/006). The mail keeps one Message-ID and the webhook one webhook-id, so both thread or drop the copy.",
    ],
  };
}
