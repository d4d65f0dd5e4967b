import autocannon from "autocannon";
import Sqlite from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { type IncomingMessage, request } from "node:http";
import { buffer } from "node:stream/consumers";
import path from "node:path";
import { databaseFile } from "../../app/.server/db.ts";
import {
  type Section,
  formatBytes,
  formatMs,
  formatNumber,
  formatPercent,
  passFail,
  table,
} from "./report.ts";
import { enquiryForm } from "./enquiries.ts";
import {
  type NginxGzip,
  RATE_LIMIT_ENV,
  type SiteServer,
  nginxVersion,
  startNginx,
  startSite,
  tempDir,
} from "./servers.ts";

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
export const STATIC_PAGE = "/services";
export const RENDERED_PAGE = "/contact?service=hydrant-system";
export const TARGETS = { staticShareOfNginx: 50, storedPerSecond: 500, enquiryP99Ms: 50 };
// Even the highest per-minute limit is below what one address would send in the run.
export const ENQUIRY_ADDRESSES = 1024;
const ACCEPT_ENCODING = "gzip";

async function measure(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
  return autocannon({ connections: CONNECTIONS, ...options, duration: seconds });
}

/** A GET as the load sends it: its status, its encoding and the body's bytes over the wire. */
async function probe(url: string) {
  const [response] = (await once(
    request(url, { headers: { "Accept-Encoding": ACCEPT_ENCODING } }).end(),
    "response",
  )) as [IncomingMessage];
  const encoding = String(response.headers["content-encoding"] ?? "identity");
  return { status: response.statusCode ?? 0, encoding, bytes: (await buffer(response)).length };
}

/** Posts of valid enquiries, a unique e-mail each, from ENQUIRY_ADDRESSES visitor addresses. */
async function measureEnquiries(site: SiteServer, seconds: number) {
  const run = randomUUID().slice(0, 8);
  let prefix = `warmup-${run}`;
  let sequence = 0;
  const options: autocannon.Options = {
    url: `${site.origin}/contact.data`,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    requests: [
      {
        setupRequest: (request) => {
          const n = sequence++;
          const address = `198.18.${(n % ENQUIRY_ADDRESSES) >> 8}.${n % 256}`;
          const email = `${prefix}-${n}@bench.example.com`;
          const body = enquiryForm({ name: "Bench Visitor", email, message: "Please ignore." });
          body.delete("submission");
          const headers = { ...request.headers, "X-Forwarded-For": address };
          return { ...request, headers, body: body.toString() };
        },
      },
    ],
  };
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
  prefix = `measured-${run}`;
  const result = await autocannon({ connections: CONNECTIONS, ...options, duration: seconds });
  const db = new Sqlite(databaseFile(site.dataDir), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select count(*) as stored from enquiries where email like ?")
      .get(`${prefix}-%`) as { stored: number };
    return { result, stored: row.stored };
  } finally {
    db.close();
  }
}

export async function runThroughput(options: {
  buildDir: string;
  seconds: number;
  log: (line: string) => void;
}): Promise<Section> {
  const { seconds } = options;
  const log = (line: string) => options.log(`throughput: ${line}`);
  const dir = tempDir("throughput");
  const clientDir = path.join(options.buildDir, "client");
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
    // The enquiry posts stand for many visitors by sending X-Forwarded-For.
    env: { ...RATE_LIMIT_ENV, TRUST_PROXY: "loopback" },
  });
  const runs: { name: string; result: autocannon.Result; target?: string }[] = [];
  const page = async (origin: string, name: string, path = STATIC_PAGE) => {
    log(name);
    const headers = { "Accept-Encoding": ACCEPT_ENCODING };
    runs.push({ name, result: await measure({ url: `${origin}${path}`, headers }, seconds) });
  };
  const nginxName = nginxVersion();
  let nginxNote = "";
  let enquiries: { result: autocannon.Result; stored: number };
  try {
    const ours = await probe(`${site.origin}${STATIC_PAGE}`);
    for (const [path, status] of [
      [STATIC_PAGE, ours.status],
      [RENDERED_PAGE, (await probe(`${site.origin}${RENDERED_PAGE}`)).status],
    ] as const) {
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
    await page(site.origin, `Prerendered page ${STATIC_PAGE}, our server`);
    const precompressed = existsSync(path.join(clientDir, STATIC_PAGE, "index.html.gz"));
    const gzip: NginxGzip = ours.encoding !== "gzip" ? "off" : precompressed ? "static" : "dynamic";
    const nginx = await startNginx({ site: { root: clientDir, gzip }, readyPath: STATIC_PAGE });
    try {
      const theirs = await probe(`${nginx.origin}${STATIC_PAGE}`);
      nginxNote = `Both asked with \`Accept-Encoding: ${ACCEPT_ENCODING}\`: our server answered ${ours.encoding} (${formatBytes(ours.bytes)} of body), ${nginxName} (gzip mode "${gzip}", chosen to match) ${theirs.encoding} (${formatBytes(theirs.bytes)}). nginx runs one worker process (our server is one Node process), \`try_files $uri $uri/index.html =404\`, access log on (the config is nginxConfig() in scripts/bench/servers.ts).`;
      await page(nginx.origin, `Same file, ${nginxName}`);
    } finally {
      await nginx.stop();
    }
    await page(site.origin, `Rendered on request ${RENDERED_PAGE}`, RENDERED_PAGE);
    log("POST /contact.data");
    enquiries = await measureEnquiries(site, seconds);
  } finally {
    await site.stop();
  }

  const share = (runs[0]!.result.requests.average / runs[1]!.result.requests.average) * 100;
  runs[0]!.target = `${formatPercent(share)} of nginx (≥ ${TARGETS.staticShareOfNginx}%): ${passFail(share >= TARGETS.staticShareOfNginx)}`;
  const enquiry = enquiries.result;
  const storedPerSecond = enquiries.stored / enquiry.duration;
  const enquiryOk =
    storedPerSecond >= TARGETS.storedPerSecond &&
    enquiry.latency.p99 <= TARGETS.enquiryP99Ms &&
    enquiry.errors + enquiry.non2xx === 0;
  runs.push({
    name: "Enquiry action POST /contact.data (the form's fetcher)",
    result: enquiry,
    target: `${formatNumber(storedPerSecond)} stored/s (≥ ${TARGETS.storedPerSecond}), p99 ≤ ${TARGETS.enquiryP99Ms} ms, no errors: ${passFail(enquiryOk)}`,
  });
  const header = ["Run", "Requests/s", "p50", "p99", "Errors", "Non-2xx"];
  return {
    title: "Throughput",
    intro: [
      `autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (not counted), then ${seconds} s measured per row. Servers on 127.0.0.1, started by the bench; our server is \`node server/index.ts\` with a fresh DATA_DIR, mail off, and RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}, RATE_LIMIT_PER_HOUR=${RATE_LIMIT_ENV.RATE_LIMIT_PER_HOUR} (the highest env.ts allows).`,
      `Targets: prerendered page from our server ≥ ${TARGETS.staticShareOfNginx}% of nginx's requests/s; enquiry action ≥ ${TARGETS.storedPerSecond} stored enquiries/s with p99 ≤ ${TARGETS.enquiryP99Ms} ms and no errors.`,
    ],
    tables: [
      table(
        [...header, "Bytes/response (with headers)", "Target"],
        runs.map(({ name, target = "", result }) => [
          name,
          formatNumber(result.requests.average),
          formatMs(result.latency.p50),
          formatMs(result.latency.p99),
          formatNumber(result.errors),
          formatNumber(result.non2xx),
          formatBytes(result.throughput.average / Math.max(1, result.requests.average)),
          target,
        ]),
      ),
    ],
    notes: [
      nginxNote,
      `Enquiry posts: valid form bodies as the form's script sends them, a unique e-mail each, \`Origin\` = the server's own; ${formatNumber(enquiry["2xx"])} answered 2xx, ${formatNumber(enquiries.stored)} rows stored by the measured run (counted in SQLite afterwards; a few more than answered are the posts still in flight when autocannon stopped) = ${formatNumber(storedPerSecond)} stored/s. The posts are spread over ${ENQUIRY_ADDRESSES} visitor addresses (X-Forwarded-For from 198.18.0.0/15, believed from loopback with TRUST_PROXY=loopback): even the highest per-minute limit, ${RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}/min from one address, is less than one address would send here.`,
      "autocannon runs in the bench's own Node process on the same cores as the server, so a very fast server (nginx) may be held back by the load generator; the share of nginx is then flattering, not harsh.",
    ],
  };
}
