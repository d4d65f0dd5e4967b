// Can be brought up late on a port chosen in advance, so the site first sees mail down.
import { SMTPServer } from "smtp-server";
import { HOST } from "./servers.ts";

export interface SmtpRecorder {
  port: number;
  url: string;
  deliveries: Map<string, number>;
  unidentified: number;
  brokenConnections: number;
  firstAt: number;
  lastAt: number;
  total(): number;
  up(): Promise<void>;
  down(): Promise<void>;
}

const ENQUIRY_HEADER = /^x-enquiry-id:[ \t]*(\S+)/im;

export function enquiryIdOf(message: string): string | undefined {
  const end = message.search(/\r?\n\r?\n/);
  const headers = end === -1 ? message : message.slice(0, end);
  return ENQUIRY_HEADER.exec(headers)?.[1];
}

export function createSmtpRecorder(port: number): SmtpRecorder {
  let server: SMTPServer | undefined;
  const recorder: SmtpRecorder = {
    port,
    url: `smtp://${HOST}:${port}`,
    deliveries: new Map(),
    unidentified: 0,
    brokenConnections: 0,
    firstAt: Number.NaN,
    lastAt: Number.NaN,
    total: () =>
      [...recorder.deliveries.values()].reduce((sum, n) => sum + n, 0) + recorder.unidentified,
    up() {
      server = new SMTPServer({
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
            if (id) recorder.deliveries.set(id, (recorder.deliveries.get(id) ?? 0) + 1);
            else recorder.unidentified++;
            recorder.lastAt = Date.now();
            if (Number.isNaN(recorder.firstAt)) recorder.firstAt = recorder.lastAt;
            // The 250 goes out after recording: what is recorded was accepted.
            callback();
          });
        },
      });
      const listening = server;
      return new Promise((resolve, reject) => {
        let up = false;
        listening.on("error", (error) => {
          if (up) recorder.brokenConnections++;
          else reject(error);
        });
        listening.listen(port, HOST, () => {
          up = true;
          resolve();
        });
      });
    },
    down() {
      const closing = server;
      server = undefined;
      return new Promise((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
  };
  return recorder;
}
