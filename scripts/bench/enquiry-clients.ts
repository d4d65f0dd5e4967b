import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";

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
 * Posts enquiries 0 … count-1, `concurrency` at a time; each is repeated (same body, so the
 * same key) until it gets a 2xx or `giveUpMs` passes, as the enhanced form lets a visitor do.
 */
export async function sendEnquiries(
  options: {
    url: string;
    count: number;
    concurrency: number;
    giveUpMs: number;
    requestTimeoutMs: number;
    request: (i: number) => { headers: Record<string, string>; body: URLSearchParams };
  },
  tally: ClientTally,
): Promise<void> {
  let next = 0;
  const send = async (i: number) => {
    const { headers, body } = options.request(i);
    const deadline = Date.now() + options.giveUpMs;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      tally.attempts++;
      try {
        const response = await fetch(options.url, {
          method: "POST",
          headers,
          body,
          signal: AbortSignal.timeout(options.requestTimeoutMs),
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
    while (next < options.count) await send(next++);
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
