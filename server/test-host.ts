// The real host (createApp) in front of a stub of Astro's Node handler (build/server/entry.mjs),
// so tests need no Astro build. The stub turns the Node request into a Web Request with Astro's
// own helpers (astro/app/node), as the adapter does, and answers from a table of pages by path;
// with no page of that path it calls next(), as the adapter does in middleware mode.
//
// SITE_PAGES stand in for the pages rendered on request that take posts: each runs the same
// server functions as its page file and, where the page file would render HTML, answers JSON
// with what it would pass to its view (a test reads the outcome, not markup).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequestFromNodeRequest, writeResponse } from "astro/app/node";
import type { AppServices } from "../app/.server/context.ts";
import { company, unsubscribeCopy } from "../app/content/data.ts";
import { enquiryPost } from "../app/.server/enquiry-action.ts";
import {
  lookUpUnsubscribe,
  signupPost,
  unsubscribe,
  unsubscribeStatus,
} from "../app/.server/newsletter-submission.ts";
import { answerHeaders, formReply } from "../app/lib/form-reply.ts";
import { buildMeta } from "../app/lib/seo.ts";
import { unsubscribeMeta } from "../app/views/unsubscribe-page.tsx";
import { type AppOptions, type SiteBuild, createApp } from "./app.ts";
import { answerOutsideTheApp } from "./observe.ts";

/** A page as Astro routes it: its path in the build ("/rendered/contact"), its answer. */
export type TestPage = (request: Request, locals: App.Locals) => Response | Promise<Response>;
export type TestPages = Record<string, TestPage>;

/** The not-found page (app/pages/404.astro), rendered on request. */
export const NOT_FOUND_TEXT = "Page not found";
const notFound: TestPage = () =>
  new Response(NOT_FOUND_TEXT, { status: 404, headers: { "Content-Type": "text/html" } });

/** A stub of Astro's middleware handler, answering from `pages`. */
export function stubBuild(pages: TestPages): SiteBuild {
  const table: TestPages = { "/404": notFound, ...pages };
  return {
    async handler(req, res, next, locals = {}) {
      const page = table[new URL(req.url ?? "/", "http://stub.test").pathname];
      if (!page) return next?.();
      const request = createRequestFromNodeRequest(req);
      await writeResponse(await page(request, locals), res);
    },
  };
}

const json = (body: unknown, init: ResponseInit) => Response.json(body, init);

/**
 * The pages that take posts, as their page files answer: app/pages/rendered/contact.astro,
 * app/pages/api/subscribers.ts and app/pages/unsubscribe.astro.
 */
export const SITE_PAGES: TestPages = {
  async "/rendered/contact"(request, locals) {
    if (request.method !== "POST") return json({ result: null }, { status: 200 });
    const answer = await enquiryPost.answer(request, locals.services!, locals.client!);
    const reply = formReply(request, answer);
    if (reply) return reply;
    return json(
      { result: answer.outcome },
      { status: answer.status, headers: answerHeaders(answer) },
    );
  },
  async "/api/subscribers"(request, locals) {
    // The endpoint has only POST: Astro answers any other method 404.
    if (request.method !== "POST") return notFound(request, locals);
    const answer = await signupPost.answer(request, locals.services!, locals.client!);
    return formReply(request, answer) ?? new Response(null, { status: answer.status });
  },
  async "/unsubscribe"(request, locals) {
    const answered = request.method === "POST";
    const outcome = answered
      ? await unsubscribe(request, locals.services!)
      : await lookUpUnsubscribe(request, locals.services!);
    return json(
      { outcome, answered, meta: buildMeta(unsubscribeMeta(unsubscribeCopy), company) },
      { status: unsubscribeStatus(outcome), headers: { "Cache-Control": "no-store" } },
    );
  },
};

export interface TestHost {
  base: string;
  stop(): Promise<void>;
}

export async function startTestHost(
  pages: TestPages,
  options: { services?: AppServices } & Partial<Omit<AppOptions, "build" | "clientDir">> = {},
): Promise<TestHost> {
  const { services, ...appOptions } = options;
  const clientDir = mkdtempSync(path.join(tmpdir(), "deccan-client-"));
  const app = createApp({
    build: stubBuild(pages),
    clientDir,
    services,
    trustProxy: "loopback",
    allowedOrigins: ["http://site.test"],
    ...appOptions,
  });
  const server = app.listen(0, "127.0.0.1");
  answerOutsideTheApp(server, { log: services?.log, metrics: appOptions.metrics });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
