import type { LegalPage } from "~/content/schemas";
import { PageBanner } from "./page-banner";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article>
      <PageBanner title={page.title} intro={page.intro}>
        <p className="mt-4 text-sm text-slate-300">
          Last updated:{" "}
          <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
        </p>
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.list?.length ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
