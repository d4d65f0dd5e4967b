import type { ReactNode } from "react";
import type { Certification, Registrations } from "~/content/schemas";
import {
  CertificateList,
  type ProofCopy,
  RegistrationList,
  hasCredentials,
  hasRegistrations,
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
  copy: proofCopy,
}: {
  certificates: Certification[];
  registrations: Registrations;
  copy: ProofCopy;
}) {
  if (!hasCredentials(certificates, registrations)) return null;
  return (
    <div className="mt-10 grid gap-8 border-t border-white/10 pt-10 sm:grid-cols-2">
      {certificates.length > 0 ? (
        <Group title={proofCopy.certificationsTitle}>
          <CertificateList certificates={certificates} tone="dark" labels={proofCopy.labels} />
        </Group>
      ) : null}
      {hasRegistrations(registrations) ? (
        <Group title={proofCopy.registrationsTitle}>
          <RegistrationList registrations={registrations} tone="dark" labels={proofCopy.labels} />
        </Group>
      ) : null}
    </div>
  );
}
