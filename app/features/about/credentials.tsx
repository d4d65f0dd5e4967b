import * as lucide from "lucide";
import type { ComponentType, ReactNode } from "react";
import {
  CertificateDetails,
  type ProofCopy,
  RegistrationList,
  hasCredentials,
  hasRegistrations,
} from "~/components/layout/credential-lists";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Certification, Registrations } from "~/content/schemas";

const BadgeCheck = lucideIcon("badge-check", lucide.BadgeCheck);
const Landmark = lucideIcon("landmark", lucide.Landmark);

// Not on the narrowest phones, where a CIN needs the card's whole width.
const ICON_BOX =
  "hidden h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex";
const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2
        id={id}
        className="text-center text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-4xl"
      >
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}

function IconBox({ icon: Icon }: { icon: ComponentType<{ className?: string }> }) {
  return (
    <span className={ICON_BOX} aria-hidden="true">
      <Icon className="h-6 w-6" />
    </span>
  );
}

/** The about page's certificates and registrations; nothing when the firm has entered none. */
export function Credentials({
  certificates,
  registrations,
  copy: proofCopy,
}: {
  certificates: Certification[];
  registrations: Registrations;
  copy: ProofCopy;
}) {
  if (!hasCredentials(certificates, registrations)) return null;
  const both = certificates.length > 0 && hasRegistrations(registrations);
  return (
    <div className="bg-white">
      <div
        className={`mx-auto grid grid-cols-1 gap-16 px-4 py-16 sm:px-6 md:py-20 lg:px-8 ${both ? "max-w-6xl lg:grid-cols-2 lg:gap-10" : "max-w-3xl"}`}
      >
        {certificates.length > 0 ? (
          <Group id="certifications-heading" title={proofCopy.certificationsTitle}>
            <ul className="space-y-4">
              {certificates.map((certificate) => (
                <li
                  key={`${certificate.standard} ${certificate.certificateNumber}`}
                  className={`flex gap-4 ${CARD}`}
                >
                  <IconBox icon={BadgeCheck} />
                  <div className="min-w-0 self-center">
                    <p className="text-lg font-bold text-brand-900">{certificate.standard}</p>
                    <CertificateDetails
                      certificate={certificate}
                      tone="light"
                      labels={proofCopy.labels}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </Group>
        ) : null}
        {hasRegistrations(registrations) ? (
          <Group id="registrations-heading" title={proofCopy.registrationsTitle}>
            <div className={`flex gap-4 ${CARD}`}>
              <IconBox icon={Landmark} />
              <div className="min-w-0 self-center">
                <RegistrationList
                  registrations={registrations}
                  tone="light"
                  labels={proofCopy.labels}
                />
              </div>
            </div>
          </Group>
        ) : null}
      </div>
    </div>
  );
}
