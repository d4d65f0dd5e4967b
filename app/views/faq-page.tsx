import { PageBanner } from "~/components/layout/page-banner";
import { buttonClasses } from "~/components/ui/button";
import type { Company, Faq, FaqEntry, PageCopyOf } from "~/content/schemas";
import { faqPageJsonLd } from "~/features/chat/faq-json-ld";
import { FaqList } from "~/features/chat/faq-list";
import type { PageMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site";

/** The page's data from the company, its copy and the questions' entries, in order. */
export function faqPageData({
  company,
  copy,
  entries,
}: {
  company: Company;
  copy: PageCopyOf<"faq">;
  entries: FaqEntry[];
}) {
  const faq: Faq = { sections: copy.sections, entries };
  return {
    faq,
    copy,
    meta: {
      ...copy.seo,
      path: "/faq",
      jsonLd: [faqPageJsonLd(faq, absoluteUrl(company, "/faq"))],
    } satisfies PageMeta,
  };
}

export function FaqPage({ faq, copy }: ReturnType<typeof faqPageData>) {
  return (
    <>
      <PageBanner title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <FaqList faq={faq} indexTitle={copy.indexTitle} relatedLabel={copy.related} />
        <section
          aria-labelledby="faq-more"
          className="mt-8 rounded-2xl bg-slate-50 p-5 sm:p-6 lg:ml-[calc(16rem+3rem)]"
        >
          <h2 id="faq-more" className="text-lg font-bold text-slate-900 sm:text-xl">
            {copy.moreTitle}
          </h2>
          <p className="mt-2 text-slate-700">{copy.moreText}</p>
          <a href="/contact" className={buttonClasses("primary", "mt-4")}>
            {copy.moreLink}
          </a>
        </section>
      </div>
    </>
  );
}
