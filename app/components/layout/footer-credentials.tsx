import type { ReactNode } from "react";
import { proofCopy } from "~/content/data";
import type { Certification, Registrations } from "~/content/schemas";
import {
  CertificateList,
  RegistrationList,
  hasCredentials,
  registrationEntries,
} from "./credential-lists";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** The footer's row of certificates and registrations; nothing when the firm has entered none. */
export function FooterCredentials({
  certificates,
  registrations,
}: {
  certificates: Certification[];
  registrations: Registrations;
}) {
  if (!hasCredentials(certificates, registrations)) return null;
  return (
    <div className="mt-10 grid gap-8 border-t border-white/10 pt-10 sm:grid-cols-2">
      {certificates.length > 0 ? (
        <Group title={proofCopy.certificationsTitle}>
          <CertificateList certificates={certificates} tone="dark" />
        </Group>
      ) : null}
      {registrationEntries(registrations).length > 0 ? (
        <Group title={proofCopy.registrationsTitle}>
          <RegistrationList registrations={registrations} tone="dark" />
        </Group>
      ) : null}
    </div>
  );
}
