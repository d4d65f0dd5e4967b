import type { EnquiryRow } from "./enquiry-store.ts";
import type { MailSettings } from "./env.ts";

// From the site's own address, Reply-To the visitor (never From: DECISIONS.md section 4).

export interface NotificationMail {
  from: string;
  to: string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
  date: Date;
}

const SUBJECT_MAX = 180;

// No CR or LF, so a visitor's name cannot inject mail headers; no format characters (bidi
// overrides and isolates, marks, zero-width), so it cannot reorder the subject; and no "=?", so
// a mail program cannot decode the visitor's text as an RFC 2047 encoded-word.
export function headerSafe(value: string, max = SUBJECT_MAX): string {
  const line = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[\p{Cf}\p{Cs}]/gu, "")
    .replaceAll("=?", "= ?")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : line;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function notificationSubject(enquiry: Pick<EnquiryRow, "service_label" | "name">): string {
  return headerSafe(`New enquiry: ${enquiry.service_label} from ${enquiry.name}`);
}

const indianTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
});

export function formatIndianTime(iso: string): string {
  return `${indianTime.format(new Date(iso))} IST`;
}

function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "localhost";
}

export function buildNotification(enquiry: EnquiryRow, mail: MailSettings): NotificationMail {
  const service = enquiry.service_id
    ? `${enquiry.service_label} (service: ${enquiry.service_id})`
    : `${enquiry.service_label} (general enquiry)`;
  const rows: [string, string][] = [
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Company", enquiry.company ?? "(not given)"],
    ["Service", service],
    ["Received", formatIndianTime(enquiry.received_at)],
    ["Form on page", enquiry.source_page],
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    "A new enquiry arrived through the website.",
    "",
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this e-mail to answer the visitor directly.",
    `Enquiry ${enquiry.id}`,
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1e293b">',
    "<p>A new enquiry arrived through the website.</p>",
    '<table role="presentation" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<p style="margin-top:16px"><strong>Message:</strong></p>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>`,
    '<p style="margin-top:16px;color:#475569">Reply to this e-mail to answer the visitor directly.<br>',
    `Enquiry ${escapeHtml(enquiry.id)}</p>`,
    "</div>",
  ].join("\n");
  return {
    from: mail.from,
    to: mail.notifyTo,
    replyTo: { name: headerSafe(enquiry.name, 100), address: enquiry.email },
    subject: notificationSubject(enquiry),
    text,
    html,
    // The same id on every attempt, so a mail system that saw it once can tell.
    messageId: `<enquiry-${enquiry.id}@${senderDomain(mail.from)}>`,
    headers: { "X-Enquiry-Id": enquiry.id },
    date: new Date(enquiry.received_at),
  };
}
