import { defineMiddleware } from "astro:middleware";
import { guardEditor } from "./.server/keystatic.ts";

// The editor's routes come from Keystatic's integration (astro.config.ts); whether they answer
// is decided here, the one place, in development and in production alike.
export const onRequest = defineMiddleware((context, next) =>
  guardEditor(context.routePattern, next),
);
