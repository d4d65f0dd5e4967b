import type { Request as ExpressRequest, RequestHandler } from "express";
import { Readable } from "node:stream";
import type { AppServices } from "../app/.server/context.ts";
import type { FormPost } from "../app/.server/form-body.ts";
import { answerHeaders } from "../app/lib/form-reply.ts";

/** The form's script asks for JSON; a plain post (a browser's navigation) asks for HTML. */
export function wantsJson(req: ExpressRequest): boolean {
  return req.accepts(["text/html", "application/json"]) === "application/json";
}

function webRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, one);
    }
  }
  return new Request(
    new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`),
    {
      method: req.method,
      headers,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit,
  );
}

/**
 * The answer to a form's script: its post to the form's own address with `Accept:
 * application/json` gets the outcome the route's action would give, as JSON, with the same status
 * and headers. Mounted after the host's origin and size checks; every other post (a plain one,
 * without JavaScript, or React Router's ".data" one) goes on to the route's action.
 */
export function formPosts(posts: readonly FormPost[], services: AppServices): RequestHandler {
  const byPath = new Map(posts.map((post) => [post.path, post]));
  return async (req, res, next) => {
    const post = req.method === "POST" ? byPath.get(req.path.replace(/(.)\/+$/, "$1")) : undefined;
    if (!post || !wantsJson(req)) return next();
    const answer = await post.answer(webRequest(req), services, { ip: req.ip });
    res.status(answer.status).set(answerHeaders(answer)).json(answer.outcome);
  };
}
