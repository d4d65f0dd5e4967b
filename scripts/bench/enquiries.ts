// What the durability and two-instance runs share: the visitors posting enquiries, the mail and
// webhook receivers that record what arrives, and the kills of a server while they post.
import { randomBytes } from "node:crypto";
import { type Server, createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { HOST, type SiteServer } from "./servers.ts";

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
export const NOTIFY_TO = "sales@bench.example.com";

const random = (min: number, max: number) => min + Math.random() * (max - min);

export interface ClientTally {
  acknowledged: Set<number>;
  gaveUp: number;
  attempts: number;
  networkErrors: number;
  statuses: Map<number, number>;
}

export function newTally(): ClientTally {
  return { acknowledged: new Set(), gaveUp: 0, attempts: 0, networkErrors: 0, statuses: new Map() };
}

/** "1,234 × 503, …": the answers other than 2xx. */
export const statusList = (tally: ClientTally, format: (n: number) => string) =>
  [...tally.statuses].map(([status, count]) => `${format(count)} × ${status}`).join(", ");

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

/**
 * Posts enquiries 0 … ENQUIRY_RUN.enquiries-1, ENQUIRY_RUN.concurrency at a time; each is
 * repeated (same body, so the same key) until it gets a 2xx or giveUpMs passes, as the enhanced
 * form lets a visitor do.
 */
export async function sendEnquiries(
  url: string,
  request: (i: number) => { headers: Record<string, string>; body: URLSearchParams },
  tally: ClientTally,
): Promise<void> {
  let next = 0;
  const send = async (i: number) => {
    const { headers, body } = request(i);
    const deadline = Date.now() + ENQUIRY_RUN.giveUpMs;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      tally.attempts++;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers,
          body,
          signal: AbortSignal.timeout(ENQUIRY_RUN.requestTimeoutMs),
        });
        await response.arrayBuffer();
        if (response.ok) {
          tally.acknowledged.add(i);
          return;
        }
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
      } catch {
        tally.networkErrors++;
      }
      await sleep(Math.min(500, 50 * attempt));
    }
    tally.gaveUp++;
  };
  const worker = async () => {
    while (next < ENQUIRY_RUN.enquiries) await send(next++);
  };
  await Promise.all(Array.from({ length: ENQUIRY_RUN.concurrency }, worker));
}

/** Resolves once `progress()` reaches `count`, or sending is over (then false). */
export async function reached(
  count: number,
  progress: () => number,
  done: () => boolean,
): Promise<boolean> {
  while (progress() < count && !done()) await sleep(2);
  return !done();
}

export interface Kill {
  acknowledged: number;
  downMs: number;
  mailUp: boolean;
}

/** SIGKILLs `site` ENQUIRY_RUN.kills times at random moments, restarting it on the same port. */
export async function killAtRandom(
  site: SiteServer,
  progress: () => number,
  done: () => boolean,
  mailUp: () => boolean = () => true,
): Promise<Kill[]> {
  const { enquiries: n, kills: count, killWindow } = ENQUIRY_RUN;
  const thresholds = Array.from({ length: count }, () =>
    Math.floor(random(killWindow[0] * n, killWindow[1] * n)),
  ).sort((a, b) => a - b);
  const kills: Kill[] = [];
  for (const threshold of thresholds) {
    if (!(await reached(threshold, progress, done))) break;
    // A moment later than the threshold, so kills do not line up with responses.
    await sleep(random(0, 20));
    const at = progress();
    const up = mailUp();
    await site.crash();
    const down = random(...ENQUIRY_RUN.downMs);
    await sleep(down);
    const started = Date.now();
    await site.start();
    kills.push({ acknowledged: at, downMs: Math.round(down + Date.now() - started), mailUp: up });
  }
  return kills;
}

/** Copies of one delivery beyond the first, over all deliveries. */
export const duplicates = (deliveries: Map<string, number>) =>
  [...deliveries.values()].reduce((sum, count) => sum + count - 1, 0);

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
          onData(stream, _session, callback) {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => {
              const id = enquiryIdOf(Buffer.concat(chunks).toString("utf8"));
              if (id) count(recorder.deliveries, id);
              else recorder.unidentified++;
              recorder.lastAt = Date.now();
              if (Number.isNaN(recorder.firstAt)) recorder.firstAt = recorder.lastAt;
              // The 250 goes out after recording: what is recorded was accepted.
              callback();
            });
          },
        }),
      () => recorder.brokenConnections++,
    ),
    {
      unidentified: 0,
      brokenConnections: 0,
      firstAt: Number.NaN,
      lastAt: Number.NaN,
      total: () =>
        [...recorder.deliveries.values()].reduce((sum, n) => sum + n, 0) + recorder.unidentified,
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
      createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          try {
            const payload = verifier.verify(body, request.headers as Record<string, string>) as {
              data?: { id?: string };
            };
            count(webhook.deliveries, payload.data?.id ?? "unidentified");
            response.writeHead(204).end();
          } catch {
            webhook.badSignatures++;
            response.writeHead(400).end();
          }
        });
      }),
    ),
    { secret, badSignatures: 0 },
  );
  return webhook;
}
