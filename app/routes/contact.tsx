import MapPin from "lucide-react/icons/map-pin";
import { ContactCards } from "~/components/layout/contact-cards";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonAnchor } from "~/components/ui/button";
import { company } from "~/content/company";
import { pageCopy } from "~/content/pages";
import { buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({ ...pageCopy.contact.seo, path: "/contact" });
}

export default function ContactRoute() {
  const copy = pageCopy.contact;
  const { address } = company;
  return (
    <>
      <PageBanner title={copy.title} intro={copy.intro} />
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
          <section aria-labelledby="contact-details">
            <h2 id="contact-details" className="text-2xl font-extrabold text-brand-900">
              Get in Touch
            </h2>
            <div className="mt-6">
              <ContactCards />
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
              {address.street}, {address.locality}, {address.city}, {address.region}{" "}
              {address.postalCode}
            </p>
            <ButtonAnchor
              href={company.mapUrl}
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
    </>
  );
}
