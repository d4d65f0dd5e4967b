import * as lucide from "lucide";
import { useSearchParams } from "react-router";
import { enquiryAction } from "~/.server/enquiry-action";
import { ContactCards } from "~/components/layout/contact-cards";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonAnchor } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { addressLine } from "~/lib/address";
import { categorySummaries } from "~/lib/lookups";
import { address, contactCopy, mapUrl, newsletterCopy, pageSeo, services } from "~/content/data";
import { enquirySent } from "~/features/contact/contact-messages";
import { choicesFromCategories, prefillFromSearch } from "~/features/contact/service-choices";
import {
  type NewsletterResult,
  newsletterResultFor,
} from "~/features/newsletter/newsletter-messages";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const MapPin = lucideIcon("map-pin", lucide.MapPin);

export function loader() {
  return {
    choices: choicesFromCategories(categorySummaries()),
    services: services.map(({ id, title }) => ({ id, title })),
    meta: buildMeta({ ...pageSeo.contact, path: "/contact" }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

async function loadNewsletterBox() {
  const { NewsletterForm } = await import("~/features/newsletter/newsletter-form");
  return function NewsletterBox({ result }: { result: NewsletterResult | null }) {
    return (
      <NewsletterForm
        box="page"
        title={newsletterCopy.title}
        intro={newsletterCopy.text}
        returnTo="/contact"
        result={result}
      />
    );
  };
}

const NewsletterBox = lazyPart(
  loadNewsletterBox,
  import.meta.env.SSR ? await loadNewsletterBox() : undefined,
);

async function loadContactForm() {
  return (await import("~/features/contact/contact-form")).ContactForm;
}

const ContactForm = lazyPart(
  loadContactForm,
  import.meta.env.SSR ? await loadContactForm() : undefined,
);

/** A plain post's answer keeps its own headers (Retry-After, no-store). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders].length > 0 ? actionHeaders : loaderHeaders;
}

// The form's script posts here with Accept: application/json, which the host answers itself
// (server/form-posts.ts); a plain post (no JavaScript) and a ".data" post come here.
export function action(args: Route.ActionArgs) {
  return enquiryAction(args);
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const copy = contactCopy;
  // Read here, not in the loader: the page is prerendered, its loader data ignores the query.
  const [searchParams] = useSearchParams();
  const prefill = prefillFromSearch(searchParams, loaderData.choices, loaderData.services);
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
              <div className="mt-6">
                <ContactForm
                  // A new ?service= or ?topic= link starts a fresh form with that choice.
                  key={`${prefill.service ?? ""}|${prefill.message ?? ""}`}
                  choices={loaderData.choices}
                  returnTo="/contact"
                  initialValues={prefill}
                  result={actionData}
                  sent={enquirySent(searchParams)}
                  labelledBy="enquiry-heading"
                />
              </div>
            </section>
            <div className="space-y-10">
              <section aria-labelledby="contact-details">
                <h2 id="contact-details" className="text-2xl font-extrabold text-brand-900">
                  {copy.detailsTitle}
                </h2>
                <div className="mt-6">
                  {/* The location panel below is the visit: the address shows once. */}
                  <ContactCards visit={false} />
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
          <NewsletterBox result={newsletterResultFor(searchParams, "page")} />
        </div>
      </div>
    </>
  );
}
