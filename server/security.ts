// The policy itself and its hashes: app/lib/csp.ts, which the build and the editor's pages use too.
export {
  CSP_HEADERS_FILE,
  GITHUB_ORIGINS,
  IMAGE_HOST,
  ON_REQUEST_POLICY,
  contentSecurityPolicy,
  inlineHashes,
} from "../app/lib/csp.ts";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityOptions {
  hstsMaxAge: number;
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

// No Origin (older browsers, non-browser clients) is not judged; "null" (sandboxed frames,
// privacy redirects) is.
export function isCrossSite(
  origin: string | null,
  fetchSite: string | null,
  ownOrigins: readonly string[],
): boolean {
  if (fetchSite?.toLowerCase() === "cross-site") return true;
  if (origin === null) return false;
  if (origin === "null") return true;
  try {
    const ours = new Set(ownOrigins.map((own) => new URL(own).origin));
    return !ours.has(new URL(origin).origin);
  } catch {
    return true;
  }
}

// The CSP is set per HTML response by the page handlers, which know its hashes or nonce.
export function securityHeaders({ hstsMaxAge }: SecurityOptions): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity:
        hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: false } : false,
      xFrameOptions: { action: "deny" },
    }),
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}
