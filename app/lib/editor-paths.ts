/** The editor (Keystatic) and its API: never indexed, never prerendered, never in the sitemap. */
export const EDITOR_PATH = "/keystatic";
export const EDITOR_API_PATH = "/api/keystatic";
/** The editor's save, whose body carries uploaded photos. */
export const EDITOR_UPDATE_PATH = `${EDITOR_API_PATH}/update`;

export function isEditorPath(pathname: string): boolean {
  return [EDITOR_PATH, EDITOR_API_PATH].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
