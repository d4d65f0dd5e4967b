import * as lucide from "lucide";
import type { ReactNode } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Company, PageCopyOf, Phone as PhoneNumber } from "~/content/schemas";
import { addressLine } from "~/lib/address";
import { unbrokenPhone, whatsappPhoneOf } from "~/lib/phone";
import { EmailAddress } from "../ui/email-address";

const Clock = lucideIcon("clock", lucide.Clock);
const Mail = lucideIcon("mail", lucide.Mail);
const MapPin = lucideIcon("map-pin", lucide.MapPin);
const MessageCircle = lucideIcon("message-circle", lucide.MessageCircle);
const Phone = lucideIcon("phone", lucide.Phone);
const PhoneCall = lucideIcon("phone-call", lucide.PhoneCall);

function Card({
  icon,
  title,
  wide = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** Both columns: the last of an odd number of cards. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <li
      className={`flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${wide ? "sm:col-span-2" : ""}`}
    >
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-bold text-brand-900">{title}</h3>
        <div className="mt-1 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-semibold break-words text-brand-700 underline-offset-2 hover:underline";

/** The number as a tel: link, and the WhatsApp chat if this is the line that takes it. */
function PhoneLines({
  phone,
  note,
  company,
}: {
  phone: PhoneNumber;
  note?: string;
  company: ContactCardsProps["company"];
}) {
  const { whatsapp } = company;
  const takesWhatsApp = phone.e164 === whatsappPhoneOf(company).e164;
  return (
    <>
      <a href={phone.href} className={linkClass}>
        {unbrokenPhone(phone.display)}
      </a>
      {note ? <p>{note}</p> : null}
      {takesWhatsApp ? (
        <p className="mt-1">
          <a
            href={`https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} inline-flex items-center gap-1.5`}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
            WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </>
  );
}

interface ContactCardsProps {
  company: Pick<Company, "address" | "email" | "hours" | "mapUrl" | "phones" | "whatsapp">;
  /** The cards' titles (content/pages/contact.yaml's cards). */
  copy: PageCopyOf<"contact">["cards"];
  /** The Visit card; a page with its own location panel leaves it out, so the address shows once. */
  visit?: boolean;
}

export function ContactCards({ company, copy, visit = true }: ContactCardsProps) {
  const { address, email, hours, mapUrl } = company;
  const { office, service } = company.phones;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <Card icon={<Phone aria-hidden="true" className="h-5 w-5" />} title={copy.callTitle}>
        <PhoneLines phone={office} note={office.label} company={company} />
      </Card>
      <Card icon={<PhoneCall aria-hidden="true" className="h-5 w-5" />} title={service.label}>
        <PhoneLines phone={service} company={company} />
      </Card>
      <Card icon={<Mail aria-hidden="true" className="h-5 w-5" />} title={copy.emailTitle}>
        <a href={`mailto:${email}`} className={linkClass}>
          <EmailAddress address={email} />
        </a>
        <p>{copy.emailNote}</p>
      </Card>
      <Card icon={<Clock aria-hidden="true" className="h-5 w-5" />} title={copy.hoursTitle}>
        <ul>
          {hours.map((line) => (
            <li key={line.days}>
              {line.days}: {line.label}
            </li>
          ))}
        </ul>
      </Card>
      {visit ? (
        <Card icon={<MapPin aria-hidden="true" className="h-5 w-5" />} title={copy.visitTitle} wide>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {addressLine(address, { country: false })}
            <span className="sr-only"> (opens the map in a new tab)</span>
          </a>
        </Card>
      ) : null}
    </ul>
  );
}
