// What the site notifies, for the tests and the bench: a real SMTP server and a CRM webhook
// receiver on 127.0.0.1, each keeping what it receives, also across a restart on its port.
import { type IncomingHttpHeaders, createServer } from "node:http";
import { text } from "node:stream/consumers";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Header name (lower case) to unfolded value. */
  headers: Map<string, string>;
  /** When it was accepted (Date.now()). */
  at: number;
}

export interface TestSmtp {
  port: number;
  messages: ReceivedMail[];
  url: string;
  /** Conversations broken off since it started (a client killed mid-message). */
  errors(): number;
  stop(): Promise<void>;
}

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Listens on 127.0.0.1 (port 0 = any free port); errors after that are counted, not thrown. */
async function listen(
  server: { listen: SMTPServer["listen"] } & NodeJS.EventEmitter,
  port: number,
) {
  let errors = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject).on("error", () => errors++);
      resolve();
    });
  });
  return () => errors;
}

/** A real SMTP server that keeps each message it accepts in `messages`. */
export async function startSmtp(port = 0, messages: ReceivedMail[] = []): Promise<TestSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to a self-signed certificate.
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    async onData(stream, session, callback) {
      // A message cut off (its sender killed) was not accepted, nor kept.
      const raw = await text(stream).catch((error: Error) => error);
      if (raw instanceof Error) return callback(raw);
      messages.push({
        envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
        headers: parseHeaders(raw),
        at: Date.now(),
      });
      // The 250 goes out after keeping it: what is kept was accepted.
      callback();
    },
  });
  const errors = await listen(server, port);
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    messages,
    url: `smtp://127.0.0.1:${actualPort}`,
    errors,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

export interface WebhookDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload, when the signature verified (Webhook.verify); otherwise undefined. */
  verified: unknown;
  status: number;
}

export interface TestReceiver {
  url: string;
  deliveries: WebhookDelivery[];
  /** The deliveries it answered with a 2xx. */
  accepted(): WebhookDelivery[];
  stop(): Promise<void>;
}

/**
 * A CRM that checks every delivery's signature with `standardwebhooks` and answers 503 to its
 * first `failFirst` deliveries, or redirects them all to `redirectTo`.
 */
export async function startWebhookReceiver(
  options: {
    secret?: string;
    failFirst?: number;
    redirectTo?: string;
    port?: number;
    deliveries?: WebhookDelivery[];
  } = {},
): Promise<TestReceiver> {
  const verifier = new Webhook(options.secret ?? WEBHOOK_SECRET);
  const { deliveries = [] } = options;
  const server = createServer(async (request, response) => {
    // A sender killed mid-request: nothing was delivered, and nothing to answer.
    const body = await text(request).catch(() => undefined);
    if (body === undefined) return;
    let verified: unknown;
    try {
      verified = verifier.verify(body, request.headers as Record<string, string>);
    } catch {
      verified = undefined;
    }
    const status = options.redirectTo
      ? 307
      : verified === undefined
        ? 401
        : deliveries.length < (options.failFirst ?? 0)
          ? 503
          : 204;
    deliveries.push({ headers: request.headers, body, verified, status });
    if (options.redirectTo) response.setHeader("Location", options.redirectTo);
    response.writeHead(status).end();
  });
  await listen(server, options.port ?? 0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks/enquiries`,
    deliveries,
    accepted: () => deliveries.filter((delivery) => delivery.status < 300),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
