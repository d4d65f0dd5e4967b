import type { PageCopyOf } from "~/content/schemas";

/** The labels of the menus and buttons on every page (content/pages/navigation.yaml). */
export type NavigationCopy = PageCopyOf<"navigation">;

/** The main menu: where each item leads is the site's shape; its label is content. */
export function mainNav(menu: NavigationCopy["menu"]) {
  return (
    [
      ["home", "/"],
      ["services", "/services"],
      ["about", "/about"],
      ["projects", "/projects"],
      ["contact", "/contact"],
    ] as const
  ).map(([key, to]) => ({ label: menu[key], to }));
}

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
