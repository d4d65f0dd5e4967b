/// <reference types="astro/client" />
import type { AppServices, ClientInfo } from "./.server/context";

declare global {
  namespace App {
    /** What the Express host (server/app.ts) passes to a page rendered on request. */
    interface Locals {
      services?: AppServices;
      client?: ClientInfo;
      /** The address the visitor asked for, where the host rendered a page's on-request twin. */
      publicPath?: string;
    }
  }
}

declare module "astro" {
  interface AstroClientDirectives {
    /** app/lib/first-use-directive.ts: true, or a sessionStorage key that starts it at once */
    "client:first-use"?: boolean | string;
  }
}

export {};
