/** The header's navigation, in display order. */
export const MAIN_NAV = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "About", to: "/about" },
  { label: "Projects", to: "/projects" },
  { label: "Contact", to: "/contact" },
] as const;

/**
 * Whether a nav item is the current section: Services also covers the
 * category and service pages under it.
 */
export function isCurrentSection(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  if (to === "/services") {
    return (
      pathname === "/services" ||
      pathname.startsWith("/category/") ||
      pathname.startsWith("/service/")
    );
  }
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The pathname without a trailing slash. Prerendering renders each page at
 * "/about/" while visitors load "/about"; both must mark the same link.
 */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}
