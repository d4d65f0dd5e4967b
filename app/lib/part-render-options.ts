/**
 * entry.server's rendering options for the deferred parts (ui/lazy-part.tsx), each a
 * `<Suspense>` boundary: React moves a large finished boundary out of its place, to be put back
 * by an inline script, which would leave it hidden without JavaScript. Every part stays in place.
 */
export const PART_RENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };
