import Sqlite from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { databaseFile } from "../../app/.server/db.ts";
import { OUTBOX_LEASE_MS, OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS } from "../../app/lib/constants.ts";
import { type Section, formatDuration, formatNumber, passFail, table } from "./report.ts";
import {
  ENQUIRY_RUN,
  type Kill,
  NOTIFY_TO,
  createSmtpRecorder,
  duplicates,
  enquiryForm,
  killAtRandom,
  newTally,
  reached,
  sendEnquiries,
  statusList,
} from "./enquiries.ts";
import { type SiteServer, freePort, startSite, tempDir } from "./servers.ts";
import { RATE_LIMIT_ENV } from "./throughput.ts";

const DRAIN_TIMEOUT_MS = 5 * 60_000;

interface OutboxState {
  pending: number;
  sendingLive: number;
  sendingOrphaned: number;
  sent: number;
  failed: number;
}

function outboxState(db: Sqlite.Database, livePid: number | undefined): OutboxState {
  const rows = db
    .prepare("select status, lease_owner from outbox where channel = 'mail'")
    .all() as {
    status: string;
    lease_owner: string | null;
  }[];
  const live = `worker-${livePid}-`;
  const state = { pending: 0, sendingLive: 0, sendingOrphaned: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    if (row.status === "pending") state.pending++;
    else if (row.status === "sent") state.sent++;
    else if (row.status === "failed") state.failed++;
    else if (row.lease_owner?.startsWith(live)) state.sendingLive++;
    else state.sendingOrphaned++;
  }
  return state;
}

async function drain(site: SiteServer, log: (line: string) => void): Promise<boolean> {
  const db = new Sqlite(databaseFile(site.dataDir), { readonly: true, fileMustExist: true });
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let lastLog = 0;
  try {
    while (Date.now() < deadline) {
      const state = outboxState(db, site.pid());
      // Rows a killed server left 'sending' are sent again once their leases run out.
      if (state.pending === 0 && state.sendingLive === 0 && state.sendingOrphaned === 0) {
        return true;
      }
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        log(
          `durability: outbox ${state.pending} pending, ${state.sent} sent, ${state.sendingOrphaned} left 'sending' by killed servers (resent when their leases run out)`,
        );
      }
      await sleep(500);
    }
    return false;
  } finally {
    db.close();
  }
}

interface StoredRow {
  id: string;
  email: string;
  outbox_status: string | null;
}

export async function runDurability(options: {
  buildDir: string;
  log: (line: string) => void;
}): Promise<Section> {
  const { log } = options;
  const dir = tempDir("durability");
  const smtp = createSmtpRecorder(await freePort());
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
    env: { ...RATE_LIMIT_ENV, SMTP_URL: smtp.url, NOTIFY_TO },
  });
  const run = randomUUID().slice(0, 8);
  const emailOf = (i: number) => `durability-${run}-${i}@bench.example.com`;
  const tally = newTally();
  const n = ENQUIRY_RUN.enquiries;
  const started = Date.now();
  let sendingDone = false;
  let smtpUpAfterMs = Number.NaN;
  let sendMs = 0;
  let drainMs = 0;
  let drained = false;
  let kills: Kill[] = [];
  try {
    const progress = () => tally.acknowledged.size;
    const mailUp = (async () => {
      await reached(n / 2, progress, () => sendingDone);
      await smtp.up();
      smtpUpAfterMs = Date.now() - started;
      log(`durability: mail server up after ${progress()} acknowledged`);
    })();
    const done = () => sendingDone;
    const killing = killAtRandom(site, progress, done, () => Number.isFinite(smtpUpAfterMs));
    log(`durability: sending ${n} enquiries, ${ENQUIRY_RUN.concurrency} at a time`);
    await sendEnquiries(
      `${site.origin}/contact.data`,
      (i) => ({
        headers: { Origin: site.origin },
        body: enquiryForm({
          name: `Durability Visitor ${i}`,
          email: emailOf(i),
          message: `Durability benchmark enquiry ${i}. Please ignore.`,
        }),
      }),
      tally,
    ).finally(() => {
      sendingDone = true;
    });
    sendMs = Date.now() - started;
    kills = await killing;
    await mailUp;
    if (!site.running()) await site.start();
    log(`durability: ${tally.acknowledged.size} acknowledged; waiting for the outbox`);
    const drainStart = Date.now();
    drained = await drain(site, log);
    drainMs = Date.now() - drainStart;
  } finally {
    await site.stop();
    await smtp.down();
  }

  const db = new Sqlite(databaseFile(site.dataDir), { readonly: true, fileMustExist: true });
  let rows: StoredRow[];
  try {
    rows = db
      .prepare(
        `select e.id, e.email, o.status as outbox_status
           from enquiries e left join outbox o on o.enquiry_id = e.id and o.channel = 'mail'
          where e.email like ?`,
      )
      .all(`durability-${run}-%`) as StoredRow[];
  } finally {
    db.close();
  }

  const rowsByEmail = new Map<string, StoredRow[]>();
  for (const row of rows) rowsByEmail.set(row.email, [...(rowsByEmail.get(row.email) ?? []), row]);
  const ackedEmails = new Set([...tally.acknowledged].map(emailOf));
  const stored = [...ackedEmails].filter((email) => rowsByEmail.has(email)).length;
  const lost = ackedEmails.size - stored;
  const duplicatedRows = rows.length - rowsByEmail.size;
  const storedUnacknowledged = [...rowsByEmail.keys()].filter(
    (email) => !ackedEmails.has(email),
  ).length;
  const ids = new Set(rows.map((row) => row.id));
  const duplicatedMails = duplicates(smtp.deliveries);
  const strangers = [...smtp.deliveries.keys()].filter((id) => !ids.has(id)).length;
  const missing = rows.filter((row) => !smtp.deliveries.has(row.id));
  const missingBy = new Map<string, number>();
  for (const row of missing) {
    const status = row.outbox_status ?? "no outbox row";
    missingBy.set(status, (missingBy.get(status) ?? 0) + 1);
  }
  const neverNotified = [...ackedEmails].filter(
    (email) => !(rowsByEmail.get(email) ?? []).some((row) => smtp.deliveries.has(row.id)),
  ).length;
  const deliveredNotMarked = rows.filter(
    (row) => smtp.deliveries.has(row.id) && row.outbox_status !== "sent",
  ).length;
  const missingDetail =
    missing.length === 0
      ? ""
      : ` (outbox status: ${[...missingBy].map(([status, count]) => `${count} ${status}`).join(", ")})`;

  const metrics = table(
    ["Metric", "Value", "Target"],
    [
      ["Enquiries sent", formatNumber(n), ""],
      ["Acknowledged (2xx)", formatNumber(tally.acknowledged.size), ""],
      ["Never acknowledged (client gave up)", formatNumber(tally.gaveUp), ""],
      ["Stored (acknowledged and in the database)", formatNumber(stored), ""],
      ["Lost (acknowledged, not stored)", formatNumber(lost), `0: ${passFail(lost === 0)}`],
      ["Duplicated stored rows (same e-mail twice)", formatNumber(duplicatedRows), ""],
      ["Stored but not acknowledged", formatNumber(storedUnacknowledged), ""],
      ["Mails delivered", formatNumber(smtp.total()), ""],
      [
        "Duplicated mails (resent after a kill mid-send, same Message-ID)",
        formatNumber(duplicatedMails),
        `at most 1 per kill: ${passFail(duplicatedMails <= kills.length)}`,
      ],
      [
        "Acknowledged but never notified after the outbox drains",
        formatNumber(neverNotified),
        `0: ${passFail(neverNotified === 0)}`,
      ],
      [
        "Missing mails (stored row, no mail)",
        `${formatNumber(missing.length)}${missingDetail}`,
        "",
      ],
      ["Mails delivered but outbox row not marked sent", formatNumber(deliveredNotMarked), ""],
      [
        "Mails for no stored enquiry / without enquiry id",
        `${formatNumber(strangers)} / ${formatNumber(smtp.unidentified)}`,
        "",
      ],
    ],
  );
  const mailRate = (smtp.total() - 1) / ((smtp.lastAt - smtp.firstAt) / 1000);
  const killsWhileMailDown = kills.filter((kill) => !kill.mailUp).length;
  const statuses = statusList(tally, formatNumber);
  return {
    title: "Durability",
    intro: [
      `${formatNumber(n)} enquiries (valid form bodies, a unique e-mail each) posted as the form's script does (a fetcher: \`/contact.data\`) by ${ENQUIRY_RUN.concurrency} concurrent clients; a client repeats an enquiry until it gets a 2xx (only 2xx counts as acknowledged). Our server ran with SMTP_URL pointing at a local SMTP server (smtp-server, recording each message by its X-Enquiry-Id header), NOTIFY_TO set, and the highest rate limits env.ts allows; env.ts has no setting for the outbox's retry timing, so its built-in back-off applies (first retry after ${OUTBOX_RETRY_BASE_MS / 1000} s).`,
      `The mail server was down (connection refused) until half of the enquiries were acknowledged (it came up after ${formatDuration(smtpUpAfterMs)}). The server was killed with SIGKILL ${kills.length} times at random moments (after ${kills.map((kill) => kill.acknowledged).join(", ")} acknowledgements; down ${kills.map((kill) => `${kill.downMs} ms`).join(", ")} until /healthz answered again) and restarted on the same port and data. Sending took ${formatDuration(sendMs)} with ${formatNumber(tally.attempts)} requests in all (${formatNumber(tally.networkErrors)} connection errors${statuses ? `, ${statuses}` : ""}); the outbox ${drained ? "was drained" : "was NOT drained"} ${formatDuration(drainMs)} later. SMTP conversations broken off by a kill: ${formatNumber(smtp.brokenConnections)}. The mail server took ${formatNumber(mailRate, 1)} mails/s while the outbox drained.`,
      `Targets: no acknowledged enquiry lost; every acknowledged enquiry mailed once the outbox drains, with no operator; at most one duplicate mail per kill. Overall: **${passFail(lost === 0 && neverNotified === 0 && duplicatedMails <= kills.length)}**.`,
    ],
    tables: [metrics],
    notes: [
      "What the outbox does (app/.server/outbox-worker.ts, outbox-store.ts): an enquiry and its outbox row are written in one SQLite transaction (WAL, synchronous=FULL) before the 201 goes out, so an acknowledged enquiry is on disk; an enquiry whose answer was lost to a kill is sent again by the client and stored twice (\"duplicated stored rows\" above: at-least-once from the visitor's side, each copy with its own notification). The worker claims one due row at a time (status 'sending', with a lease naming the process), sends it, then marks it 'sent' in a separate transaction; a send that fails (mail server down) is put back as 'pending' with exponential back-off.",
      `A SIGKILL in the middle of an SMTP send leaves its row 'sending' under the dead process's lease; when the lease runs out (${OUTBOX_LEASE_MS / 1000} s, longer than the SMTP timeouts added up) the next worker (polling every ${OUTBOX_POLL_MS / 1000} s) puts it back to pending and sends it again, so no notification waits on a person. Delivery is at least once: if the kill came after the mail server accepted the message, the mail arrives twice ("duplicated mails" above, at most one per kill since the worker sends one row at a time), both with the same Message-ID (\`<enquiry-<id>@…>\`), so a mail program threads them as one. ${killsWhileMailDown} of the ${kills.length} kills came while the mail server was down: a row claimed at such a moment cannot have been mailed, and is simply sent once later.`,
      "The outbox sends one message per SMTP connection, one at a time, so its rate is bounded by the mail server's time per connection; smtp-server (used here) pauses about 100 ms after each connection before greeting (its check for clients that talk too early), which is what sets the drain rate above.",
    ],
  };
}
