import type { ReactNode } from "react";
import type { Certification, PageCopyOf, Registrations } from "~/content/schemas";

/*
 * The firm's registrations and certificates, as the footer and the about page show them. Only
 * what the firm has entered is shown: an empty field is left out, and an empty list is nothing.
 */

export type CredentialTone = "light" | "dark";

/** The headings and labels of the firm's proof (content/pages/proof.yaml). */
export type ProofCopy = PageCopyOf<"proof">;
type Labels = ProofCopy["labels"];

const REGISTRATION_KEYS = ["gstin", "cin", "fireLicence", "ibrClass"] as const;

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" });

const TONES = {
  light: { term: "text-slate-600", value: "font-semibold text-brand-900", name: "text-brand-900" },
  dark: { term: "text-slate-300", value: "font-semibold text-white", name: "text-white" },
} as const;

/** The registrations the firm has entered, in a fixed order, with their labels. */
export function registrationEntries(registrations: Registrations, labels: Labels) {
  return REGISTRATION_KEYS.filter((key) => registrations[key] !== "").map((key) => ({
    key,
    label: labels[key],
    value: registrations[key],
  }));
}

/** Whether the firm has entered any registration. */
export function hasRegistrations(registrations: Registrations) {
  return REGISTRATION_KEYS.some((key) => registrations[key] !== "");
}

export function hasCredentials(certificates: Certification[], registrations: Registrations) {
  return certificates.length > 0 || hasRegistrations(registrations);
}

/** One "label: value" line; dt and dd stay the direct children of the group. */
function Detail({
  label,
  tone,
  children,
}: {
  label: string;
  tone: CredentialTone;
  children: ReactNode;
}) {
  const style = TONES[tone];
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className={`${style.term} after:content-[':']`}>{label}</dt>
      <dd className={`${style.value} wrap-anywhere`}>{children}</dd>
    </div>
  );
}

export function RegistrationList({
  registrations,
  tone,
  labels,
}: {
  registrations: Registrations;
  tone: CredentialTone;
  labels: Labels;
}) {
  const entries = registrationEntries(registrations, labels);
  if (entries.length === 0) return null;
  return (
    <dl className="space-y-2 text-sm">
      {entries.map((entry) => (
        <Detail key={entry.key} label={entry.label} tone={tone}>
          {entry.value}
        </Detail>
      ))}
    </dl>
  );
}

export function CertificateDetails({
  certificate,
  tone,
  labels,
}: {
  certificate: Certification;
  tone: CredentialTone;
  labels: Labels;
}) {
  const { certificateNumber, body, validUntil } = certificate;
  if (!certificateNumber && !body && !validUntil) return null;
  return (
    <dl className="mt-1.5 space-y-1 text-sm">
      {certificateNumber ? (
        <Detail label={labels.certificateNumber} tone={tone}>
          {certificateNumber}
        </Detail>
      ) : null}
      {body ? (
        <Detail label={labels.body} tone={tone}>
          {body}
        </Detail>
      ) : null}
      {validUntil ? (
        <Detail label={labels.validUntil} tone={tone}>
          <time dateTime={validUntil}>{dateFormat.format(new Date(validUntil))}</time>
        </Detail>
      ) : null}
    </dl>
  );
}

export function CertificateList({
  certificates,
  tone,
  labels,
}: {
  certificates: Certification[];
  tone: CredentialTone;
  labels: Labels;
}) {
  if (certificates.length === 0) return null;
  return (
    <ul className="space-y-4">
      {certificates.map((certificate) => (
        <li key={`${certificate.standard} ${certificate.certificateNumber}`}>
          <p className={`font-bold ${TONES[tone].name}`}>{certificate.standard}</p>
          <CertificateDetails certificate={certificate} tone={tone} labels={labels} />
        </li>
      ))}
    </ul>
  );
}
