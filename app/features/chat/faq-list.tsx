import * as lucide from "lucide";
import { type ReactNode, useEffect } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Faq, FaqEntry, FaqSectionId } from "~/content/schemas";

const ChevronDown = lucideIcon("chevron-down", lucide.ChevronDown);

interface FaqListProps {
  faq: Faq;
  indexTitle: string;
  relatedLabel: string;
}

/** The fragment of a topic on /faq (an answer's is its own id). */
export const faqTopicId = (section: FaqSectionId) => `faq-${section}`;

/**
 * Topics and answers are closed <details>, so the page is short. Each fragment (/faq#amc,
 * /faq#faq-fire) is an empty box at the top of its <details>' hidden part: following a link to
 * it makes the browser open that <details> and those around it and scroll its top into view,
 * with JavaScript or without, and again when the visitor has closed it. A page that arrives
 * some other way than by the browser's own load (a client-side navigation from another page)
 * has them opened here, once, when it is shown.
 */
export function FaqList({ faq, indexTitle, relatedLabel }: FaqListProps) {
  useEffect(() => {
    const target = fragmentTarget(window.location.hash);
    if (target && openAround(target)) target.scrollIntoView();
  }, []);

  const sections = faq.sections
    .map((section) => ({
      ...section,
      entries: faq.entries.filter((entry) => entry.section === section.id),
    }))
    .filter((section) => section.entries.length > 0);

  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-12">
      <nav aria-labelledby="faq-index" className="lg:sticky lg:top-24">
        <h2 id="faq-index" className="text-sm font-bold tracking-wider text-slate-600 uppercase">
          {indexTitle}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:block lg:border-l-2 lg:border-slate-200">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${faqTopicId(section.id)}`}
                className="flex h-full min-h-11 items-center rounded-lg border border-brand-200 px-3 py-1 text-sm font-semibold text-brand-700 hover:border-brand-700 hover:bg-brand-50 lg:rounded-none lg:border-0 lg:px-4 lg:py-2 lg:text-base lg:hover:bg-transparent lg:hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 border-t border-slate-200 lg:mt-0">
        {sections.map((section) => (
          <Disclosure
            key={section.id}
            id={faqTopicId(section.id)}
            className="border-b border-slate-200"
            summary={
              <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{section.title}</h2>
            }
          >
            <div className="mb-6 border-t border-slate-200">
              {section.entries.map((entry) => (
                <Answer key={entry.id} entry={entry} relatedLabel={relatedLabel} />
              ))}
            </div>
          </Disclosure>
        ))}
      </div>
    </div>
  );
}

function Answer({ entry, relatedLabel }: { entry: FaqEntry; relatedLabel: string }) {
  return (
    <Disclosure
      id={entry.id}
      className="border-b border-slate-200 pl-1"
      summary={<h3 className="text-base font-semibold text-slate-900">{entry.question}</h3>}
      small
    >
      <div className="pb-5">
        <p className="max-w-3xl leading-relaxed text-slate-700">{entry.answer}</p>
        {entry.links.length > 0 ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="text-slate-600">{relatedLabel}</span>
            {entry.links.map((link) => (
              <a
                key={link.label}
                href={link.to}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
              >
                {link.label}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </Disclosure>
  );
}

interface DisclosureProps {
  /** The fragment that opens it. */
  id: string;
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  small?: boolean;
}

function Disclosure({ id, summary, children, className = "", small = false }: DisclosureProps) {
  return (
    <details className={`relative ${small ? "group/answer" : "group/topic"} ${className}`}>
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 hover:text-brand-700 [&::-webkit-details-marker]:hidden ${small ? "py-2.5" : "py-3"}`}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className={`shrink-0 text-slate-500 transition-transform ${small ? "h-5 w-5 group-open/answer:rotate-180" : "h-6 w-6 group-open/topic:rotate-180"}`}
        />
      </summary>
      <span id={id} className="absolute top-0" />
      {children}
    </details>
  );
}

function fragmentTarget(hash: string): HTMLElement | null {
  return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
}

/** Opens every closed <details> around the target; true if there was one. */
function openAround(target: HTMLElement): boolean {
  let opened = false;
  for (let up = target.parentElement; up; up = up.parentElement) {
    if (up instanceof HTMLDetailsElement && !up.open) {
      up.open = true;
      opened = true;
    }
  }
  return opened;
}
