import * as lucide from "lucide";
import type { MouseEvent, ReactNode } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Category, Company, PageCopyOf } from "~/content/schemas";
import { unbrokenPhone } from "~/lib/phone";
import { SocialIcon } from "../ui/social-icon";
import { FooterCredentials } from "./footer-credentials";
import { Logo } from "./logo";
import type { NavigationCopy } from "./nav";

const ArrowUp = lucideIcon("arrow-up", lucide.ArrowUp);
const Mail = lucideIcon("mail", lucide.Mail);
const MapPin = lucideIcon("map-pin", lucide.MapPin);
const Phone = lucideIcon("phone", lucide.Phone);

type FooterLabels = NavigationCopy["footer"];

const companyLinks = (labels: FooterLabels) => [
  { label: labels.about, href: "/about" },
  { label: labels.projects, href: "/projects" },
  { label: labels.services, href: "/services" },
  { label: labels.contact, href: "/contact" },
];

const supportLinks = (labels: FooterLabels) => [
  { label: labels.quote, href: "/contact" },
  { label: labels.faq, href: "/faq" },
  { label: labels.consultation, href: "/contact?topic=Consultation" },
  { label: labels.privacy, href: "/privacy" },
  { label: labels.terms, href: "/terms" },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </div>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} className="text-slate-300 hover:text-white hover:underline">
        {children}
      </a>
    </li>
  );
}

function scrollToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  document.getElementById("top")?.focus({ preventScroll: true });
}

export interface FooterProps {
  company: Company;
  categories: Pick<Category, "id" | "title">[];
  navigation: NavigationCopy;
  copy: PageCopyOf<"footer">;
  /** The headings and labels of the certificates and registrations. */
  proof: PageCopyOf<"proof">;
  newsletter?: ReactNode;
}

export function FooterBody({
  company,
  categories,
  navigation,
  copy: footerCopy,
  proof,
  newsletter,
}: FooterProps) {
  const { name: companyName, address, email, social, certificates, registrations } = company;
  const labels = navigation.footer;
  const profiles = social.filter((link) => link.url !== "");
  const { office, service } = company.phones;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div>
            <Logo companyName={companyName} tone="light" />
            <p className="mt-4 text-sm leading-relaxed">{footerCopy.about}</p>
            {profiles.length > 0 ? (
              <ul className="mt-5 flex gap-3" aria-label="Social media">
                {profiles.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-600"
                    >
                      <SocialIcon network={link.name} className="h-5 w-5" />
                      <span className="sr-only">
                        {companyName} on {link.name} (opens in a new tab)
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <FooterColumn title={labels.servicesTitle}>
            {categories.map((category) => (
              <FooterLink key={category.id} href={`/category/${category.id}`}>
                {category.title}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title={labels.companyTitle}>
            {companyLinks(labels).map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.label}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title={labels.supportTitle}>
            {supportLinks(labels).map((link) => (
              <FooterLink key={link.href} href={link.href}>
                {link.label}
              </FooterLink>
            ))}
          </FooterColumn>
        </div>
        <div className="mt-12 grid gap-8 border-t border-white/10 pt-10 lg:grid-cols-2">
          <address className="space-y-3 text-sm not-italic">
            {/* Each number with its line's name under it: a name never breaks in two, and no
                separator is left dangling where the two numbers wrap apart. */}
            <div className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
              <ul className="flex flex-wrap gap-x-8 gap-y-3">
                {[office, service].map((line) => (
                  <li key={line.href} className="flex flex-col">
                    <a href={line.href} className="hover:text-white hover:underline">
                      {unbrokenPhone(line.display)}
                    </a>
                    <span className="text-xs text-slate-400">{line.label}</span>
                  </li>
                ))}
              </ul>
            </div>
            <p className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
              {/* Whole on one line wherever it fits; broken only where it could not fit at all. */}
              <a
                href={`mailto:${email}`}
                className="min-w-0 [overflow-wrap:anywhere] hover:text-white hover:underline"
              >
                {email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" />
              <span>
                {address.street}, {address.city}, {address.region} {address.postalCode},{" "}
                {address.country}
              </span>
            </p>
          </address>
          {newsletter}
        </div>
        <FooterCredentials certificates={certificates} registrations={registrations} copy={proof} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm sm:flex-row sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {footerCopy.rights}
          </p>
          <div className="flex items-center gap-5">
            <a href="/privacy" className="hover:text-white hover:underline">
              {labels.privacyShort}
            </a>
            <a href="/terms" className="hover:text-white hover:underline">
              {labels.termsShort}
            </a>
            <a
              href="#top"
              onClick={scrollToTop}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700"
            >
              <ArrowUp aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">Back to top</span>
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
