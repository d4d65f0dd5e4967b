import { PageBanner } from "~/components/layout/page-banner";
import { buttonClasses } from "~/components/ui/button";
import { faq, faqCopy as copy } from "~/content/data";
import { faqPageJsonLd } from "~/features/chat/faq-json-ld";
import { FaqList } from "~/features/chat/faq-list";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import { absoluteUrl } from "~/lib/site";
import type { Route } from "./+types/faq";

export function loader() {
  // Prerendered at build time: content that breaks its schema fails the build here.
  const checked = faq;
  return {
    faq: checked,
    meta: buildMeta({
      ...copy.seo,
      path: "/faq",
      jsonLd: [faqPageJsonLd(checked, absoluteUrl("/faq"))],
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <FaqList faq={loaderData.faq} indexTitle={copy.indexTitle} relatedLabel={copy.related} />
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
