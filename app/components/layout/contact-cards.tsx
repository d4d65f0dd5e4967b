import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { address, email, hours, mapUrl, phones, contactCardsCopy as copy } from "~/content/data";
import { unbrokenPhone } from "~/lib/phone";
import { EmailAddress } from "../ui/email-address";

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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

export function ContactCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      <Card icon={<Phone aria-hidden="true" className="h-5 w-5" />} title={copy.callTitle}>
        <a href={phones.office.href} className={linkClass}>
          {unbrokenPhone(phones.office.display)}
        </a>
        <p>{phones.office.label}</p>
      </Card>
      <Card icon={<Mail aria-hidden="true" className="h-5 w-5" />} title={copy.emailTitle}>
        <a href={`mailto:${email}`} className={linkClass}>
          <EmailAddress address={email} />
        </a>
        <p>{copy.emailNote}</p>
      </Card>
      <Card icon={<MapPin aria-hidden="true" className="h-5 w-5" />} title={copy.visitTitle}>
        <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {address.street}, {address.city} {address.postalCode}
          <span className="sr-only"> (opens the map in a new tab)</span>
        </a>
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
    </ul>
  );
}
