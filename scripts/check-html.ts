import { type ConfigData, HtmlValidate, type Message } from "html-validate";
import { clientDir, prerenderedPages, startServer } from "./check-build-output.ts";

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
  elements: [
    "html5",
    {
      // Astro's islands: custom elements that wrap a React component's own markup and add no box
      // (display: contents), so their content is checked as if they were not there.
      "astro-island": { flow: true, phrasing: true, transparent: true },
      "astro-slot": { flow: true, phrasing: true, transparent: true },
      "astro-static-slot": { flow: true, phrasing: true, transparent: true },
      // Astro writes its islands' one style rule (`astro-island{display:contents}`) as a <style>
      // just before the page's first island, wherever it is: in <main>, or in the footer where
      // the newsletter box is the first. Browsers apply a <style> in the body; html-validate
      // already accepts it in <main> and <div>, and only content models of flow content (the
      // footer's) refuse it. The HTML standard allows <style> in <head> only.
      style: { flow: true },
    },
  ],
};

// The pages Astro renders on request (prerender = false), as a visitor's browser asks for them.
const ON_REQUEST_PAGES: { url: string; form?: Record<string, string> }[] = [
  { url: "/chat" },
  { url: "/unsubscribe" },
  { url: "/contact?service=valves" },
  { url: "/projects?category=boiler" },
  { url: "/no-such-page-check-html" },
  { url: "/category/no-such-category" },
  { url: "/service/no-such-service" },
  { url: "/projects/no-such-project" },
  // Plain posts (no JavaScript): the chat's answer page, and the enquiry form with its errors.
  { url: "/chat", form: { message: "Do you service fire hydrants?" } },
  { url: "/contact", form: { name: "", email: "not-an-email", message: "" } },
];

function describe(page: string, message: Message): string {
  const where = message.selector ? ` (${message.selector})` : "";
  return `${page}:${message.line}:${message.column} ${message.ruleId} ${message.message}${where}`;
}

if (import.meta.main) {
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
      for (const { url: path, form } of ON_REQUEST_PAGES) {
        const url = form ? `POST ${path}` : path;
        const response = await fetch(`${server.origin}${path}`, {
          redirect: "manual",
          ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
        });
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
