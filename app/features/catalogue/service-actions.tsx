import * as lucide from "lucide";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Category, Company, PageCopyOf, Service } from "~/content/schemas";
import { contactHref } from "~/lib/topics";
import { BrochureLink } from "./brochure-link";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);
const Mail = lucideIcon("mail", lucide.Mail);
const MessageCircle = lucideIcon("message-circle", lucide.MessageCircle);
const Phone = lucideIcon("phone", lucide.Phone);
const Send = lucideIcon("send", lucide.Send);

interface ServiceActionsProps {
  service: Service;
  category: Category;
  copy: Pick<PageCopyOf<"service">, "actionsTitle" | "actionsText" | "enquiryMessage">;
  /** Whom the visitor calls, mails or messages. */
  company: Pick<Company, "email" | "phones" | "whatsapp">;
}

/** Call, Email and WhatsApp side by side: icon over label, so three fit a 320 px screen. */
const QUICK =
  "flex min-h-16 flex-col items-center justify-center gap-1 rounded-lg border-2 border-brand-700 px-1 py-2 text-center text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50";
const TEXT_LINK =
  "inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline";

function QuickAction({
  href,
  children,
  newTab = false,
}: {
  href: string;
  children: ReactNode;
  newTab?: boolean;
}) {
  return (
    <li className="flex">
      <a
        href={href}
        className={`${QUICK} w-full`}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    </li>
  );
}

/** The enquiry box: one main action, three ways to talk, then two links. */
export function ServiceActions({ service, category, copy, company }: ServiceActionsProps) {
  const { email, phones, whatsapp } = company;
  const enquiry = encodeURIComponent(copy.enquiryMessage.replace("{service}", service.title));
  const mailto = `mailto:${email}?subject=${encodeURIComponent(
    `Enquiry: ${service.title}`,
  )}&body=${enquiry}`;
  const whatsappUrl = `https://wa.me/${whatsapp}?text=${enquiry}`;
  return (
    <aside
      aria-labelledby="service-actions"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="service-actions" className="text-lg font-bold text-brand-900">
        {copy.actionsTitle.replace("{service}", service.title)}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{copy.actionsText}</p>
      {/* Beside the photo the box is as tall as it; the actions sit at its foot. */}
      <div className="mt-5 flex flex-col gap-3 lg:mt-auto lg:pt-5">
        <ButtonLink href={contactHref({ service: service.id })} className="w-full">
          <Send aria-hidden="true" className="h-4 w-4" />
          Enquire Now
        </ButtonLink>
        <ul className="grid grid-cols-3 gap-2">
          <QuickAction href={phones.office.href}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            Call Now
          </QuickAction>
          <QuickAction href={mailto}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            Email
          </QuickAction>
          <QuickAction href={whatsappUrl} newTab>
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            WhatsApp
            <span className="sr-only">(opens in a new tab)</span>
          </QuickAction>
        </ul>
        <ul className="border-t border-slate-200 pt-2">
          <li>
            <BrochureLink categoryId={category.id} linkClassName={TEXT_LINK} />
          </li>
          <li>
            <a href={`/category/${category.id}`} className={TEXT_LINK}>
              <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
              View All {category.title} Services
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
