import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { phones } from "~/content/company";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { buttonClasses } from "../ui/button";
import { Logo } from "./logo";
import { MAIN_NAV, isCurrentSection, normalizePath } from "./nav";

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const pathname = normalizePath(useLocation().pathname);
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  // The menu is open for the page it was opened on, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const links = MAIN_NAV.map((item) => ({
    ...item,
    current: isCurrentSection(item.to, pathname),
  }));

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        scrolled
          ? "bg-white/85 shadow-md backdrop-blur-md supports-[backdrop-filter]:bg-white/75"
          : "bg-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={item.current ? "page" : undefined}
                  className={`rounded-md px-3 py-2 text-sm font-semibold ${
                    item.current
                      ? "bg-brand-50 text-brand-700"
                      : "text-slate-700 hover:bg-slate-100 hover:text-brand-700"
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={`tel:${phones.office.e164}`}
            className="hidden items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:text-accent-700 md:flex"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {phones.office.display}
          </a>
          <Link to="/contact" className={buttonClasses("primary", "whitespace-nowrap")}>
            Get Quote
          </Link>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand-900 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {links.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={item.current ? "page" : undefined}
                onClick={() => setMenuOpenOn(null)}
                className={`block rounded-md px-3 py-3 text-base font-semibold ${
                  item.current ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
          <a
            href={`tel:${phones.office.e164}`}
            className="flex items-center gap-2 px-3 py-2 font-semibold text-brand-800"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {phones.office.display}
          </a>
          <Link to="/contact" onClick={() => setMenuOpenOn(null)} className={buttonClasses()}>
            Get Quote
          </Link>
        </div>
      </nav>
    </header>
  );
}
