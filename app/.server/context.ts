import { type RouterContext, RouterContextProvider, createContext } from "react-router";
import type { Db } from "./db.ts";
import type { AppConfig } from "./env.ts";
import type { Logger } from "./log.ts";
import { type RateLimiter, createRateLimiter } from "./rate-limit.ts";

/**
 * What the host hands to React Router's actions through `getLoadContext`
 * (STYLE.md: server context, not imported globals).
 */
export interface AppServices {
  db: Db;
  /** The public origin, allowed to post besides the request's own. */
  siteOrigin: string;
  limits: { enquiry: RateLimiter; newsletter: RateLimiter };
  log: Logger;
  now: () => Date;
  /** Tells the outbox worker that a new notification is waiting (a no-op when mail is off). */
  notify: () => void;
}

export interface ClientInfo {
  /** The visitor's address as Express sees it (after "trust proxy"). */
  ip: string | undefined;
}

/*
 * The host (server/index.ts, run by Node) and the actions (bundled into the
 * build by Vite) each load this file, so each would get its own context
 * object. Keeping the context in the global symbol registry gives both the
 * same one.
 */
function sharedContext<T>(name: string): RouterContext<T> {
  const key = Symbol.for(`deccan-industrial.context.${name}`);
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  return (registry[key] ??= createContext<T>());
}

export const servicesContext = sharedContext<AppServices>("services");
export const clientContext = sharedContext<ClientInfo>("client");

/**
 * The Content-Security-Policy nonce of a response rendered on request, set by
 * the host; empty while prerendering, where the policy lists script hashes.
 */
export const cspNonceContext: RouterContext<string> = (() => {
  const key = Symbol.for("deccan-industrial.context.csp-nonce");
  const registry = globalThis as unknown as Record<symbol, RouterContext<string> | undefined>;
  return (registry[key] ??= createContext<string>(""));
})();

export function createLoadContext(
  services: AppServices,
  client: ClientInfo,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientContext, client);
  return context;
}

export function createServices(options: {
  db: Db;
  config: Pick<AppConfig, "siteOrigin" | "rateLimit">;
  log: Logger;
  now?: () => Date;
  notify?: () => void;
}): AppServices {
  const now = options.now ?? (() => new Date());
  const limiter = () =>
    createRateLimiter({ ...options.config.rateLimit, now: () => now().getTime() });
  return {
    db: options.db,
    siteOrigin: options.config.siteOrigin,
    limits: { enquiry: limiter(), newsletter: limiter() },
    log: options.log,
    now,
    notify: options.notify ?? (() => {}),
  };
}
