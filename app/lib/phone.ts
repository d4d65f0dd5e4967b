import type { Company, Phone } from "~/content/schemas";

// Non-breaking spaces so the number never wraps (html-validate's tel-non-breaking rule).
export function unbrokenPhone(display: string): string {
  return display.replaceAll(" ", "\u00a0");
}

/** The line that takes WhatsApp messages (company.yaml's whatsappLine), as shown. */
export function whatsappPhoneOf(company: Pick<Company, "phones" | "whatsapp">): Phone {
  return Object.values(company.phones).find(
    (line) => line.e164.replace(/^\+/, "") === company.whatsapp,
  )!;
}
