import { Link } from "react-router";
import type { Faq } from "~/content/schemas";

interface FaqListProps {
  faq: Faq;
  relatedLabel: string;
}

/** Each question is a heading with an id, so the chat's quick replies can open /faq#<id>. */
export function FaqList({ faq, relatedLabel }: FaqListProps) {
  return (
    <div className="space-y-12">
      {faq.sections.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <h2 id={`faq-${section.id}`} className="text-2xl font-bold text-slate-900">
            {section.title}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {faq.entries
              .filter((entry) => entry.section === section.id)
              .map((entry) => (
                <article key={entry.id} className="py-5">
                  <h3 id={entry.id} className="scroll-mt-24 text-lg font-semibold text-slate-900">
                    {entry.question}
                  </h3>
                  <p className="mt-2 leading-relaxed text-slate-700">{entry.answer}</p>
                  {entry.links.length > 0 ? (
                    <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <span className="text-slate-600">{relatedLabel}</span>
                      {entry.links.map((link) => (
                        <Link
                          key={link.label}
                          to={link.to}
                          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
                        >
                          {link.label}
                        </Link>
                      ))}
                    </p>
                  ) : null}
                </article>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
