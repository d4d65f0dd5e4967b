export const MAIN_NAV = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "About", to: "/about" },
  { label: "Projects", to: "/projects" },
  { label: "Contact", to: "/contact" },
] as const;

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

// Prerendering renders "/about/" while visitors load "/about".
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}
