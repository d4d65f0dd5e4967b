import * as lucide from "lucide";
import type { CSSProperties } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Company } from "~/content/schemas";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { unbrokenPhone } from "~/lib/phone";
import { buttonClasses } from "../ui/button";
import { Logo } from "./logo";
import { normalizePath } from "~/lib/paths";
import { type NavigationCopy, isCurrentSection, mainNav } from "./nav";

const Menu = lucideIcon("menu", lucide.Menu);
const Phone = lucideIcon("phone", lucide.Phone);
const X = lucideIcon("x", lucide.X);

const MENU_ID = "site-menu";

/** `currentPath`: the page's path, so its section of the menu is marked as the current one. */
export function Header({
  currentPath,
  company,
  navigation: navigationCopy,
}: {
  currentPath: string;
  company: Pick<Company, "name" | "phones">;
  navigation: NavigationCopy;
}) {
  const { phones } = company;
  const pathname = normalizePath(currentPath);
  const links = mainNav(navigationCopy.menu).map((item) => ({
    ...item,
    current: isCurrentSection(item.to, pathname),
  }));

  return (
    // Translucent once scrolled past the threshold: by CSS (app.css, .site-header), no script.
    <header
      className="site-header group/header fixed inset-x-0 top-0 z-40 bg-white"
      style={{ "--header-threshold": `${HEADER_SCROLL_THRESHOLD_PX}px` } as CSSProperties}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:h-20 lg:px-8">
        <Logo companyName={company.name} />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={item.current ? "page" : undefined}
                  className={`rounded-md px-3 py-2 text-sm font-semibold ${
                    item.current
                      ? "bg-brand-50 text-brand-700"
                      : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                  }`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <a
            href={phones.office.href}
            className="hidden items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:text-accent-700 md:flex"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {unbrokenPhone(phones.office.display)}
          </a>
          <a href="/contact" className={buttonClasses("primary", "whitespace-nowrap max-sm:px-3")}>
            {navigationCopy.quote}
          </a>
          {/* The browser exposes a popover toggle's expanded state itself. */}
          <button
            type="button"
            popoverTarget={MENU_ID}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 lg:hidden"
          >
            <Menu
              aria-hidden="true"
              className="group-has-[#site-menu:popover-open]/header:hidden"
            />
            <X
              aria-hidden="true"
              className="hidden group-has-[#site-menu:popover-open]/header:block"
            />
            <span className="sr-only group-has-[#site-menu:popover-open]/header:hidden">
              Open menu
            </span>
            <span className="sr-only hidden group-has-[#site-menu:popover-open]/header:inline">
              Close menu
            </span>
          </button>
        </div>
      </div>
      <nav
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-slate-200 bg-white px-4 pb-4 text-slate-800 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {links.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                aria-current={item.current ? "page" : undefined}
                className={`block rounded-md px-3 py-3 text-base font-semibold ${
                  item.current ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"
                }`}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          <a
            href={phones.office.href}
            className="flex items-center gap-2 px-3 py-2 font-semibold text-brand-800"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {unbrokenPhone(phones.office.display)}
          </a>
          <a href="/contact" className={buttonClasses()}>
            {navigationCopy.quote}
          </a>
        </div>
      </nav>
    </header>
  );
}
