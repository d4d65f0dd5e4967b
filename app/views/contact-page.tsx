import * as lucide from "lucide";
import type { ReactNode } from "react";
import { ContactCards } from "~/components/layout/contact-cards";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonAnchor } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Company, PageCopyOf } from "~/content/schemas";
import { addressLine } from "~/lib/address";
import type { PageMeta } from "~/lib/seo";

const MapPin = lucideIcon("map-pin", lucide.MapPin);

export const contactPageMeta = (copy: PageCopyOf<"contact">) =>
  ({ ...copy.seo, path: "/contact" }) satisfies PageMeta;

/** `form` and `newsletter`: the enquiry form and the Stay Updated box (islands). */
export function ContactPage({
  company,
  copy,
  form,
  newsletter,
}: {
  company: Company;
  copy: PageCopyOf<"contact">;
  form: ReactNode;
  newsletter: ReactNode;
}) {
  const { address, mapUrl } = company;
  return (
    <>
      <PageBanner title={copy.title} intro={copy.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl space-y-10 px-4 py-14 sm:px-6 lg:px-8">
          {/* The form beside the ways to reach us: two columns of about the same height. */}
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
            <section
              aria-labelledby="enquiry-heading"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 id="enquiry-heading" className="text-2xl font-extrabold text-brand-900">
                {copy.formTitle}
              </h2>
              <p className="mt-2 text-slate-700">{copy.formIntro}</p>
              <div className="mt-6">{form}</div>
            </section>
            <div className="space-y-10">
              <section aria-labelledby="contact-details">
                <h2 id="contact-details" className="text-2xl font-extrabold text-brand-900">
                  {copy.detailsTitle}
                </h2>
                <div className="mt-6">
                  {/* The location panel below is the visit: the address shows once. */}
                  <ContactCards company={company} copy={copy.cards} visit={false} />
                </div>
              </section>
              <section
                aria-labelledby="location"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 id="location" className="text-2xl font-extrabold text-brand-900">
                  {copy.locationTitle}
                </h2>
                <p className="mt-3 text-slate-700">{copy.locationText}</p>
                <p className="mt-4 flex gap-2 font-semibold text-slate-800">
                  <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
                  {addressLine(address, { country: false })}
                </p>
                <ButtonAnchor
                  href={mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-6"
                >
                  View on Google Maps
                  <span className="sr-only">(opens in a new tab)</span>
                </ButtonAnchor>
              </section>
            </div>
          </div>
          {newsletter}
        </div>
      </div>
    </>
  );
}
