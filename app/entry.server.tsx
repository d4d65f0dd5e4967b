// React Router's default entry, plus the CSP nonce on inline scripts and hydration after paint.
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { cspNonceContext, servicesContext } from "./.server/context";
import { enquiryPost } from "./.server/enquiry-action";
import { signupPost } from "./.server/newsletter-submission";
import { describeError } from "./.server/log";
import { deferHydration } from "./.server/hydrate-after-paint";
import { isEditorPath } from "./lib/editor-paths";
import { PART_RENDER_OPTIONS } from "./lib/part-render-options";
import { NonceContext } from "./nonce";

// The host builds each request's context with this, so the contexts have one owner.
export { createLoadContext } from "./.server/context";

// The forms whose script's posts the host answers as JSON (server/form-posts.ts).
export const formPosts = [enquiryPost, signupPost];

export const streamTimeout = 5_000;

function nonceOf(loadContext: RouterContextProvider | undefined): string | undefined {
  try {
    return loadContext?.get(cspNonceContext) || undefined;
  } catch {
    return undefined;
  }
}

// One log line without the stack; a 4xx answer (405, 404) is already in the access log.
function reportError(error: unknown, loadContext: Readonly<RouterContextProvider> | undefined) {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  let log;
  try {
    log = loadContext?.get(servicesContext).log;
  } catch {
    log = undefined;
  }
  const cause: unknown = isRouteErrorResponse(error)
    ? ((error as { error?: unknown }).error ?? error.statusText)
    : error;
  // Without the site's services (prerendering at build time) the build output shows it whole.
  if (log) log.error("request failed", { error: describeError(cause) });
  else console.error(cause);
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) reportError(error, context as RouterContextProvider | undefined);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = nonceOf(loadContext);

  // Rendered whole before sending, so deferHydration can move the scripts after first paint.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        responseHeaders.set("Content-Type", "text/html");
        const rendered = Buffer.concat(chunks).toString("utf8");
        // Not in development, where the scripts' order carries React Refresh's preamble (run in
        // parallel, a route module could start first and throw), nor on the editor's pages,
        // which are no public page and whose script is what brings the editor.
        const html =
          import.meta.env.DEV || isEditorPath(new URL(request.url).pathname)
            ? rendered
            : deferHydration(rendered);
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        ...PART_RENDER_OPTIONS,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell are logged by React Router.
          if (shellRendered) reportError(error, loadContext);
        },
      },
    );
  });
}
