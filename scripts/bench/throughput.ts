import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import { buffer } from "node:stream/consumers";
import path from "node:path";
import { openDatabase } from "../../app/.server/db.ts";
import * as r from "./report.ts";
import { ENQUIRY_PATH, SCRIPT_HEADERS, enquiryForm } from "./enquiries.ts";
import * as servers from "./servers.ts";

const [CONNECTIONS, WARMUP_SECONDS] = [10, 2];
const STATIC_PAGE = "/services";
const RENDERED_PAGE = "/contact?service=hydrant-system";
const TARGETS = { staticShareOfNginx: 50, storedPerSecond: 500, enquiryP99Ms: 50 };
// Even the highest per-minute limit is below what one address would send in the run.
const ENQUIRY_ADDRESSES = 1024;
const headers = { "Accept-Encoding": "gzip" };

/** A GET as the load sends it: its status, its encoding and the body's bytes over the wire. */
async function probe(url: string) {
  const [response] = (await once(request(url, { headers }).end(), "response")) as [IncomingMessage];
  const encoding = String(response.headers["content-encoding"] ?? "identity");
  return { status: response.statusCode ?? 0, encoding, bytes: (await buffer(response)).length };
}

export async function runThroughput({ buildDir, seconds, log }: r.BenchOptions) {
  const clientDir = path.join(buildDir, "client");
  const site = await servers.startSite({
    buildDir,
    dir: servers.tempDir("throughput"),
    // The enquiry posts stand for many visitors by sending X-Forwarded-For.
    env: { ...servers.RATE_LIMIT_ENV, TRUST_PROXY: "loopback" },
  });
  const rows: { name: string; result: autocannon.Result; target?: string }[] = [];
  /** autocannon after an uncounted warm-up; `measured` is called between the two. */
  const measure = async (name: string, options: autocannon.Options, measured = () => {}) => {
    log(name);
    await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
    measured();
    const result = await autocannon({ connections: CONNECTIONS, ...options, duration: seconds });
    return rows[rows.push({ name, result }) - 1]!;
  };
  const nginxName = servers.nginxVersion();
  let nginxNote = "";
  let stored = 0;
  try {
    const ours = await probe(`${site.origin}${STATIC_PAGE}`);
    for (const page of [STATIC_PAGE, RENDERED_PAGE]) {
      const { status } = page === STATIC_PAGE ? ours : await probe(`${site.origin}${page}`);
      if (status !== 200) throw new Error(`${page} answered ${status}`);
    }
    const page = (name: string, url: string) => measure(name, { url, headers });
    await page(`Prerendered page ${STATIC_PAGE}, our server`, `${site.origin}${STATIC_PAGE}`);
    const precompressed = existsSync(path.join(clientDir, STATIC_PAGE, "index.html.gz"));
    const gzip: servers.NginxGzip =
      ours.encoding !== "gzip" ? "off" : precompressed ? "static" : "dynamic";
    const nginx = await servers.startNginx({
      site: { root: clientDir, gzip },
      readyPath: STATIC_PAGE,
    });
    try {
      const theirs = await probe(`${nginx.origin}${STATIC_PAGE}`);
      nginxNote = `Both asked with \`Accept-Encoding: ${headers["Accept-Encoding"]}\`: our server answered ${ours.encoding} (${r.formatBytes(ours.bytes)} of body), ${nginxName} (gzip mode "${gzip}", chosen to match) ${theirs.encoding} (${r.formatBytes(theirs.bytes)}). nginx runs one worker process (our server is one Node process), \`try_files $uri $uri/index.html =404\`, access log on (the config is nginxConfig() in scripts/bench/servers.ts).`;
      await page(`Same file, ${nginxName}`, `${nginx.origin}${STATIC_PAGE}`);
    } finally {
      await nginx.stop();
    }
    await page(`Rendered on request ${RENDERED_PAGE}`, `${site.origin}${RENDERED_PAGE}`);
    // Valid enquiries, a unique e-mail each, from ENQUIRY_ADDRESSES visitor addresses.
    let [prefix, sequence] = [`warmup-${randomUUID().slice(0, 8)}`, 0];
    const setupRequest = (request: autocannon.Request) => {
      const n = sequence++;
      const address = `198.18.${(n % ENQUIRY_ADDRESSES) >> 8}.${n % 256}`;
      const email = `${prefix}-${n}@bench.example.com`;
      const body = enquiryForm({ name: "Bench Visitor", email, message: "Please ignore." });
      body.delete("submission");
      const headers = { ...request.headers, "X-Forwarded-For": address };
      return { ...request, headers, body: body.toString() };
    };
    const contentType = "application/x-www-form-urlencoded";
    await measure(
      `Enquiry action POST ${ENQUIRY_PATH} (as the form's script posts it, JSON back)`,
      {
        url: `${site.origin}${ENQUIRY_PATH}`,
        method: "POST",
        headers: { "Content-Type": contentType, Origin: site.origin, ...SCRIPT_HEADERS },
        requests: [{ setupRequest }],
      },
      () => (prefix = prefix.replace("warmup", "measured")),
    );
    const db = openDatabase({ dataDir: site.dataDir });
    const count = db.selectFrom("enquiries").select((eb) => eb.fn.countAll<number>().as("n"));
    stored = (await count.where("email", "like", `${prefix}-%`).executeTakeFirstOrThrow()).n;
    await db.destroy();
  } finally {
    await site.stop();
  }

  const [ours, nginx, enquiries] = [rows[0]!, rows[1]!, rows[3]!];
  const share = (ours.result.requests.average / nginx.result.requests.average) * 100;
  ours.target = `${r.formatPercent(share)} of nginx (≥ ${TARGETS.staticShareOfNginx}%): ${r.passFail(share >= TARGETS.staticShareOfNginx)}`;
  const enquiry = enquiries.result;
  const storedPerSecond = stored / enquiry.duration;
  const enquiryOk =
    storedPerSecond >= TARGETS.storedPerSecond &&
    enquiry.latency.p99 <= TARGETS.enquiryP99Ms &&
    enquiry.errors + enquiry.non2xx === 0;
  enquiries.target = `${r.formatNumber(storedPerSecond)} stored/s (≥ ${TARGETS.storedPerSecond}), p99 ≤ ${TARGETS.enquiryP99Ms} ms, no errors: ${r.passFail(enquiryOk)}`;
  return {
    intro: [
      `autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (not counted), then ${seconds} s measured per row. Servers on 127.0.0.1, started by the bench; our server is \`node server/index.ts\` with a fresh DATA_DIR, mail off, and RATE_LIMIT_PER_MINUTE=${servers.RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}, RATE_LIMIT_PER_HOUR=${servers.RATE_LIMIT_ENV.RATE_LIMIT_PER_HOUR} (the highest env.ts allows).`,
      `Targets: prerendered page from our server ≥ ${TARGETS.staticShareOfNginx}% of nginx's requests/s; enquiry action ≥ ${TARGETS.storedPerSecond} stored enquiries/s with p99 ≤ ${TARGETS.enquiryP99Ms} ms and no errors.`,
    ],
    tables: [
      r.columnsTable(
        [
          ["Run", (row) => row.name],
          ["Requests/s", (row) => r.formatNumber(row.result.requests.average)],
          ["p50", (row) => r.formatMs(row.result.latency.p50)],
          ["p99", (row) => r.formatMs(row.result.latency.p99)],
          ["Errors", (row) => r.formatNumber(row.result.errors)],
          ["Non-2xx", (row) => r.formatNumber(row.result.non2xx)],
          [
            "Bytes/response (with headers)",
            ({ result }) =>
              r.formatBytes(result.throughput.average / Math.max(1, result.requests.average)),
          ],
          ["Target", (row) => row.target ?? ""],
        ],
        rows,
      ),
    ],
    notes: [
      nginxNote,
      `Enquiry posts: valid form bodies as the form's script sends them, a unique e-mail each, \`Origin\` = the server's own; ${r.formatNumber(enquiry["2xx"])} answered 2xx, ${r.formatNumber(stored)} rows stored by the measured run (counted in SQLite afterwards; a few more than answered are the posts still in flight when autocannon stopped) = ${r.formatNumber(storedPerSecond)} stored/s. The posts are spread over ${ENQUIRY_ADDRESSES} visitor addresses (X-Forwarded-For from 198.18.0.0/15, believed from loopback with TRUST_PROXY=loopback): even the highest per-minute limit, ${servers.RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}/min from one address, is less than one address would send here.`,
      "autocannon runs in the bench's own Node process on the same cores as the server, so a very fast server (nginx) may be held back by the load generator; the share of nginx is then flattering, not harsh.",
    ],
  };
}
