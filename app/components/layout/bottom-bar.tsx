import * as lucide from "lucide";
import type { ReactNode } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Company } from "~/content/schemas";
import { unbrokenPhone, whatsappPhoneOf } from "~/lib/phone";
import { contactHref } from "~/lib/topics";
import { normalizePath } from "~/lib/paths";
import { type NavigationCopy, isCurrentSection } from "./nav";

const FileText = lucideIcon("file-text", lucide.FileText);
const MessageCircle = lucideIcon("message-circle", lucide.MessageCircle);
const Phone = lucideIcon("phone", lucide.Phone);

/**
 * A cell: the whole of it is its link's click area, through the link's ::after. On a phone
 * the icon sits at a fixed height, not centred with its label: a browser that paints the bar
 * half-parsed (one without `<link rel="expect">`) must not move the icon when the label comes.
 */
const CELL =
  "relative flex h-14 flex-col items-center justify-start pt-2 gap-1 px-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-800 sm:h-11 sm:flex-row sm:justify-center sm:gap-2 sm:rounded-lg sm:px-3 sm:pt-0 sm:text-sm";

/** Its ring inside the cell: at the foot of the screen a ring outside it would be cut off. */
const LINK =
  "whitespace-nowrap after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-accent-600 sm:after:rounded-lg";

const ICON = "h-5 w-5 shrink-0 text-brand-700 sm:h-4 sm:w-4";

/**
 * Written out from `lg` up, where there is room and a desktop cannot dial. The icon stays out
 * of the link, so a link's text is one line (the number never breaks).
 */
function WrittenNumber({ display }: { display: string }) {
  return <span className="hidden lg:inline">{`\u00a0${unbrokenPhone(display)}`}</span>;
}

/**
 * Call, WhatsApp, Get Quote and the chat, fixed at the foot of the screen. On a phone, four
 * cells across it (icon over label); from `sm` up, a slim strip with the shortcuts at its left
 * and the chat at its right, the numbers written out from `lg` up. The chat sits in the bar's
 * last cell, which nothing of the page ever enters.
 */
export function BottomBar({
  id,
  chat,
  currentPath,
  company,
  navigation: navigationCopy,
}: {
  id: string;
  chat: ReactNode;
  /** The page's path: on the contact page, Get Quote is marked as the current page. */
  currentPath: string;
  company: Pick<Company, "phones" | "whatsapp">;
  navigation: NavigationCopy;
}) {
  const { phones, whatsapp } = company;
  const whatsappPhone = whatsappPhoneOf(company);
  const quote = contactHref({});
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_42_74/0.08)]">
        {/* On a phone, columns fixed by the row itself: a browser that paints the bar before
            the chat's cell is parsed must not move the shortcuts when it comes. */}
        <div className="mx-auto grid h-14 max-w-7xl grid-cols-[3fr_1.25fr] items-stretch sm:flex sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <nav aria-label="Quick contact" className="sm:flex-none">
            <ul className="grid h-full grid-cols-3 sm:flex sm:gap-1">
              <li className={CELL}>
                <Phone aria-hidden="true" className={ICON} />
                <a href={phones.office.href} className={LINK}>
                  {navigationCopy.call}
                  <WrittenNumber display={phones.office.display} />
                </a>
              </li>
              <li className={CELL}>
                <MessageCircle aria-hidden="true" className={ICON} />
                <a
                  href={`https://wa.me/${whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={LINK}
                >
                  {navigationCopy.whatsapp}
                  <WrittenNumber display={whatsappPhone.display} />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
              <li className={CELL}>
                <FileText aria-hidden="true" className={ICON} />
                <a
                  href={quote}
                  aria-current={
                    isCurrentSection(quote, normalizePath(currentPath)) ? "page" : undefined
                  }
                  className={LINK}
                >
                  {navigationCopy.quote}
                </a>
              </li>
            </ul>
          </nav>
          {/* A little wider than the other cells: the chat's label is the longest. */}
          <div className="sm:flex-none">{chat}</div>
        </div>
      </div>
      {/* The bar's own height again at the end of the page, so the footer's last line scrolls
          clear of it. Last, after the bar: the page's first paint waits for it (root.tsx). */}
      <div
        id={id}
        aria-hidden="true"
        className="h-14 box-content pb-[env(safe-area-inset-bottom)]"
      />
    </>
  );
}
