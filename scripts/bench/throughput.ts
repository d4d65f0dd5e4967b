import autocannon from "autocannon";
import Sqlite from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { request } from "node:http";
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
import {
  type NginxGzip,
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
export const RATE_LIMIT_ENV = { RATE_LIMIT_PER_MINUTE: "10000", RATE_LIMIT_PER_HOUR: "100000" };
// Even the highest per-minute limit is below what one address would send in the run.
export const ENQUIRY_ADDRESSES = 1024;
const ACCEPT_ENCODING = "gzip";

interface Measurement {
  name: string;
  target: string;
  result: autocannon.Result;
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, ...options });
}

async function measure(options: autocannon.Options, seconds: number): Promise<autocannon.Result> {
  await load({ ...options, duration: WARMUP_SECONDS });
  return load({ ...options, duration: seconds });
}

async function probe(
  url: string,
): Promise<{ status: number; encoding: string; bytes: number; raw: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "Accept-Encoding": ACCEPT_ENCODING } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          bytes,
          raw: Number(res.headers["content-length"] ?? bytes),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

function enquiryBody(email: string): string {
  return new URLSearchParams({
    reply: "data",
    name: "Bench Visitor",
    email,
    phone: "+91 98765 43210",
    company: "Bench Test Pvt Ltd",
    service: "Fire Hydrant System",
    message: "Throughput benchmark enquiry. Please ignore.",
  }).toString();
}

async function measureEnquiries(site: SiteServer, seconds: number) {
  const posts = (prefix: string): autocannon.Options => {
    let sequence = 0;
    return {
      url: `${site.origin}/contact.data`,
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.origin,
      },
      requests: [
        {
          setupRequest: (request) => {
            const n = sequence++;
            const address = `198.18.${(n % ENQUIRY_ADDRESSES) >> 8}.${n % 256}`;
            return {
              ...request,
              headers: { ...request.headers, "X-Forwarded-For": address },
              body: enquiryBody(`${prefix}-${n}@bench.example.com`),
            };
          },
        },
      ],
    };
  };
  const run = randomUUID().slice(0, 8);
  await load({ ...posts(`warmup-${run}`), duration: WARMUP_SECONDS });
  const prefix = `measured-${run}`;
  const result = await load({ ...posts(prefix), duration: seconds });
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

function nginxGzipFor(encoding: string, precompressed: boolean): NginxGzip {
  if (encoding !== "gzip") return "off";
  return precompressed ? "static" : "dynamic";
}

const errorsOf = (result: autocannon.Result) => result.errors + result.non2xx;

export async function runThroughput(options: {
  buildDir: string;
  seconds: number;
  log: (line: string) => void;
}): Promise<Section> {
  const { seconds, log } = options;
  const dir = tempDir("throughput");
  const clientDir = path.join(options.buildDir, "client");
  const site = await startSite({
    buildDir: options.buildDir,
    dataDir: path.join(dir, "data"),
    logFile: path.join(dir, "server.log"),
    // The enquiry posts stand for many visitors by sending X-Forwarded-For.
    env: { ...RATE_LIMIT_ENV, TRUST_PROXY: "loopback" },
  });
  let nginxNote = "";
  let ourStatic: autocannon.Result;
  let nginxStatic: autocannon.Result;
  let rendered: autocannon.Result;
  let enquiries: { result: autocannon.Result; stored: number };
  let nginxName = "";
  try {
    const headers = { "Accept-Encoding": ACCEPT_ENCODING };
    const ours = await probe(`${site.origin}${STATIC_PAGE}`);
    if (ours.status !== 200) throw new Error(`${STATIC_PAGE} answered ${ours.status}`);
    const renderedProbe = await probe(`${site.origin}${RENDERED_PAGE}`);
    if (renderedProbe.status !== 200) {
      throw new Error(`${RENDERED_PAGE} answered ${renderedProbe.status}`);
    }

    log(`throughput: ${STATIC_PAGE} from our server`);
    ourStatic = await measure({ url: `${site.origin}${STATIC_PAGE}`, headers }, seconds);

    const precompressed = existsSync(path.join(clientDir, STATIC_PAGE, "index.html.gz"));
    const gzip = nginxGzipFor(ours.encoding, precompressed);
    const nginx = await startNginx({ site: { root: clientDir, gzip }, readyPath: STATIC_PAGE });
    nginxName = nginxVersion();
    try {
      const theirs = await probe(`${nginx.origin}${STATIC_PAGE}`);
      nginxNote = `Both asked with \`Accept-Encoding: ${ACCEPT_ENCODING}\`: our server answered ${ours.encoding} (${formatBytes(ours.bytes)} of body), ${nginxName} (gzip mode "${gzip}", chosen to match) ${theirs.encoding} (${formatBytes(theirs.bytes)}). nginx runs one worker process (our server is one Node process), \`try_files $uri $uri/index.html =404\`, access log on (the config is nginxConfig() in scripts/bench/servers.ts).`;
      log(`throughput: ${STATIC_PAGE} from nginx`);
      nginxStatic = await measure({ url: `${nginx.origin}${STATIC_PAGE}`, headers }, seconds);
    } finally {
      await nginx.stop();
    }

    log(`throughput: ${RENDERED_PAGE} rendered on request`);
    rendered = await measure({ url: `${site.origin}${RENDERED_PAGE}`, headers }, seconds);

    log("throughput: POST /contact.data");
    enquiries = await measureEnquiries(site, seconds);
  } finally {
    await site.stop();
  }

  const share = (ourStatic.requests.average / nginxStatic.requests.average) * 100;
  const staticOk = share >= TARGETS.staticShareOfNginx;
  const enquiry = enquiries.result;
  const storedPerSecond = enquiries.stored / enquiry.duration;
  const enquiryOk =
    storedPerSecond >= TARGETS.storedPerSecond &&
    enquiry.latency.p99 <= TARGETS.enquiryP99Ms &&
    errorsOf(enquiry) === 0;
  const measurements: Measurement[] = [
    {
      name: `Prerendered page ${STATIC_PAGE}, our server`,
      result: ourStatic,
      target: `${formatPercent(share)} of nginx (≥ ${TARGETS.staticShareOfNginx}%): ${passFail(staticOk)}`,
    },
    { name: `Same file, ${nginxName}`, result: nginxStatic, target: "" },
    { name: `Rendered on request ${RENDERED_PAGE}`, result: rendered, target: "" },
    {
      name: "Enquiry action POST /contact.data (the form's fetcher)",
      result: enquiry,
      target: `${formatNumber(storedPerSecond)} stored/s (≥ ${TARGETS.storedPerSecond}), p99 ≤ ${TARGETS.enquiryP99Ms} ms, no errors: ${passFail(enquiryOk)}`,
    },
  ];
  const rows = measurements.map(({ name, target, result }) => [
    name,
    formatNumber(result.requests.average),
    formatMs(result.latency.p50),
    formatMs(result.latency.p99),
    formatNumber(result.errors),
    formatNumber(result.non2xx),
    formatBytes(result.throughput.average / Math.max(1, result.requests.average)),
    target,
  ]);
  return {
    title: "Throughput",
    intro: [
      `autocannon ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up (not counted), then ${seconds} s measured per row. Servers on 127.0.0.1, started by the bench; our server is \`node server/index.ts\` with a fresh DATA_DIR, mail off, and RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}, RATE_LIMIT_PER_HOUR=${RATE_LIMIT_ENV.RATE_LIMIT_PER_HOUR} (the highest env.ts allows).`,
      `Targets: prerendered page from our server ≥ ${TARGETS.staticShareOfNginx}% of nginx's requests/s; enquiry action ≥ ${TARGETS.storedPerSecond} stored enquiries/s with p99 ≤ ${TARGETS.enquiryP99Ms} ms and no errors.`,
    ],
    tables: [
      table(
        [
          "Run",
          "Requests/s",
          "p50",
          "p99",
          "Errors",
          "Non-2xx",
          "Bytes/response (with headers)",
          "Target",
        ],
        rows,
      ),
    ],
    notes: [
      nginxNote,
      `Enquiry posts: valid JSON, a unique e-mail each, \`Accept: application/json\`, \`Origin\` = the server's own; ${formatNumber(enquiry["2xx"])} answered 2xx, ${formatNumber(enquiries.stored)} rows stored by the measured run (counted in SQLite afterwards; a few more than answered are the posts still in flight when autocannon stopped) = ${formatNumber(storedPerSecond)} stored/s. The posts are spread over ${ENQUIRY_ADDRESSES} visitor addresses (X-Forwarded-For from 198.18.0.0/15, believed from loopback with TRUST_PROXY=loopback): even the highest per-minute limit, ${RATE_LIMIT_ENV.RATE_LIMIT_PER_MINUTE}/min from one address, is less than one address would send here, and many visitors is what such a load would be.`,
      "autocannon runs in the bench's own Node process on the same cores as the server, so a very fast server (nginx) may be held back by the load generator; the share of nginx is then flattering, not harsh.",
    ],
  };
}
