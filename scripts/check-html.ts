import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type ConfigData, HtmlValidate, type Message } from "html-validate";
import { startServer } from "./check-build-output.ts";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React DOM's output breaks these style rules without being invalid HTML.
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    // useId() makes ids such as "_R_19b5_-email", valid but not starting with a letter.
    "valid-id": ["error", { relaxed: true }],
    // Img reserves each photo's box with an inline aspect-ratio (no layout shift, DECISIONS.md 7).
    "no-inline-style": ["error", { allowedProperties: ["aspect-ratio"] }],
    // Every script and stylesheet is this site's own, under content-hashed names.
    "require-sri": ["error", { target: "crossorigin" }],
    // Tailwind's class for white-space: nowrap, on tel: links whose text is not a number.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // A length heuristic: titles end with the brand on purpose, and project titles run to 72.
    "long-title": "off",
  },
};

const ON_REQUEST_PAGES = [
  "/no-such-page-check-html",
  "/category/no-such-category",
  "/service/no-such-service",
  "/projects/no-such-project",
  "/contact?service=valves",
  "/projects?category=boiler",
  "/unsubscribe",
];

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

function prerenderedPages(): { page: string; html: string }[] {
  const assetsDir = path.join(clientDir, "assets");
  return walk(clientDir)
    .filter((file) => file.endsWith(".html") && !file.startsWith(`${assetsDir}${path.sep}`))
    .map((file) => {
      const relative = path.relative(clientDir, file).split(path.sep).join("/");
      return {
        page: `/${relative.replace(/(^|\/)index\.html$/, "")}`,
        html: readFileSync(file, "utf8"),
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

function describe(page: string, message: Message): string {
  const where = message.selector ? ` (${message.selector})` : "";
  return `${page}:${message.line}:${message.column} ${message.ruleId} ${message.message}${where}`;
}

if (import.meta.main) {
  if (!existsSync(clientDir)) {
    console.error(`No build in ${buildDir}: run "npm run build".`);
    process.exit(1);
  }
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const problems: string[] = [];
  let checked = 0;
  const validate = async (page: string, html: string) => {
    const report = await validator.validateString(html, page);
    checked += 1;
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity >= 2) problems.push(describe(page, message));
      }
    }
  };

  const pages = prerenderedPages();
  if (pages.length === 0) {
    console.error(`No HTML pages in ${clientDir}.`);
    process.exit(1);
  }
  for (const { page, html } of pages) await validate(page, html);

  const server = await startServer().catch((error: unknown) => {
    problems.push(`the server did not start: ${error instanceof Error ? error.message : error}`);
    return undefined;
  });
  if (server) {
    try {
      for (const url of ON_REQUEST_PAGES) {
        const response = await fetch(`${server.origin}${url}`, { redirect: "manual" });
        if (!/text\/html/.test(response.headers.get("content-type") ?? "")) {
          problems.push(`${url}: answered ${response.status} without an HTML page`);
          continue;
        }
        await validate(`${url} (rendered on request, ${response.status})`, await response.text());
        console.log(`${url}: rendered on request, ${response.status}`);
      }
    } finally {
      await server.stop();
    }
  }

  for (const problem of problems) console.log(problem);
  console.log(
    `\nhtml-validate: ${checked} pages (${pages.length} prerendered in ${clientDir}, ` +
      `${checked - pages.length} rendered on request), ${problems.length} errors`,
  );
  if (problems.length > 0) process.exit(1);
}
