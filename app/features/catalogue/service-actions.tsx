import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import Send from "lucide-react/icons/send";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";
import { email, phones, whatsapp } from "~/content/data";
import type { PageCopy } from "~/content/exports";
import type { Category, Service } from "~/content/schemas";
import { contactHref } from "~/lib/topics";
import { BrochureLink } from "./brochure-link";

interface ServiceActionsProps {
  service: Service;
  category: Category;
  copy: Pick<PageCopy["service"], "actionsTitle" | "actionsText" | "enquiryMessage">;
}

export function ServiceActions({ service, category, copy }: ServiceActionsProps) {
  const enquiry = encodeURIComponent(copy.enquiryMessage.replace("{service}", service.title));
  const mailto = `mailto:${email}?subject=${encodeURIComponent(
    `Enquiry: ${service.title}`,
  )}&body=${enquiry}`;
  const whatsappUrl = `https://wa.me/${whatsapp}?text=${enquiry}`;
  return (
    <aside
      aria-labelledby="service-actions"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="service-actions" className="text-lg font-bold text-brand-900">
        {copy.actionsTitle.replace("{service}", service.title)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{copy.actionsText}</p>
      <div className="mt-5 flex flex-col gap-3">
        <ButtonLink to={contactHref({ service: service.id })}>
          <Send aria-hidden="true" className="h-4 w-4" />
          Enquire Now
        </ButtonLink>
        <ButtonAnchor href={phones.office.href} variant="secondary" className="whitespace-nowrap">
          <Phone aria-hidden="true" className="h-4 w-4" />
          Call Now
        </ButtonAnchor>
        <ButtonAnchor href={mailto} variant="outline">
          <Mail aria-hidden="true" className="h-4 w-4" />
          Email
        </ButtonAnchor>
        <ButtonAnchor
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          WhatsApp
          <span className="sr-only">(opens in a new tab)</span>
        </ButtonAnchor>
        <BrochureLink categoryId={category.id} />
        <ButtonLink to={`/category/${category.id}`} variant="outline">
          View All {category.title} Services
        </ButtonLink>
      </div>
    </aside>
  );
}
