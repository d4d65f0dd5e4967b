import { navigationCopy } from "~/content/data";

/** The main menu: where each item leads is the site's shape; its label is content. */
export const MAIN_NAV = (
  [
    ["home", "/"],
    ["services", "/services"],
    ["about", "/about"],
    ["projects", "/projects"],
    ["contact", "/contact"],
  ] as const
).map(([key, to]) => ({ label: navigationCopy.menu[key], to }));

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
