import { describe, expect, it } from "vitest";
import { ENQUIRY_ROW } from "../../tests/test-support";
import {
  buildNotification,
  escapeHtml,
  headerSafe,
  notificationSubject,
} from "./notification-mail";

const row = ENQUIRY_ROW;
const mail = { smtpUrl: "smtp://x", notifyTo: ["sales@example.in"], from: "Site <web@example.in>" };

describe("the notification e-mail", () => {
  it("names the service and the visitor in the subject", () => {
    expect(notificationSubject(row)).toBe("New enquiry: Industrial Valves from Ravi Kumar");
  });

  it.each([
    [
      "Ravi\r\nBcc: victim@example.com",
      "New enquiry: Industrial Valves from Ravi Bcc: victim@example.com",
    ],
    ["Ravi\nKumar", "New enquiry: Industrial Valves from Ravi Kumar"],
    ["Ravi\u0000\u001b[31m", "New enquiry: Industrial Valves from Ravi [31m"],
  ])("strips line breaks and control characters from the subject (%j)", (name, subject) => {
    expect(notificationSubject({ ...row, name })).toBe(subject);
  });

  it.each([
    ["Ravi\u202Egnp.exe", "Ravignp.exe"],
    ["\u2066Ravi\u2069 \u2067Kumar\u2068\u202A\u202B\u202C\u202D", "Ravi Kumar"],
    ["Ravi\u200E\u200F\u200B\u061C\uFEFF Kumar", "Ravi Kumar"],
    ["=?utf-8?B?4oCu?=", "= ?utf-8?B?4oCu?="],
    ["Ravi =?ISO-8859-1?Q?=E9?= =\u200B?x?q?y?=", "Ravi = ?ISO-8859-1?Q?=E9?= = ?x?q?y?="],
  ])(
    "neutralises bidi and format characters and encoded-words in the subject (%j)",
    (name, safe) => {
      expect(notificationSubject({ ...row, name })).toBe(
        `New enquiry: Industrial Valves from ${safe}`,
      );
      expect(buildNotification({ ...row, name }, mail).replyTo.name).toBe(safe);
    },
  );

  it("keeps a long subject on one header line", () => {
    const subject = notificationSubject({ ...row, name: "N".repeat(500) });
    expect(subject.length).toBeLessThanOrEqual(180);
    expect(headerSafe("a\r\n\tb")).toBe("a b");
  });

  it("is from the site, to the sales team, Reply-To the visitor", () => {
    const built = buildNotification(row, mail);
    expect(built.from).toBe("Site <web@example.in>");
    expect(built.to).toEqual(["sales@example.in"]);
    expect(built.replyTo).toEqual({ name: "Ravi Kumar", address: "ravi@example.com" });
    expect(built.messageId).toBe(`<enquiry-${row.id}@example.in>`);
    expect(built.headers["X-Enquiry-Id"]).toBe(row.id);
  });

  it("has a plain-text body with every field and the time in India", () => {
    const { text } = buildNotification(row, mail);
    expect(text).toContain("Ravi Kumar");
    expect(text).toContain("ravi@example.com");
    expect(text).toContain("+91 98480 11111");
    expect(text).toContain("(not given)");
    expect(text).toContain("Industrial Valves (service: valves)");
    expect(text).toContain("12:00");
    expect(text).toContain("IST");
    expect(text).toContain("Need <b>20</b> valves & fittings\nby March");
  });

  it("escapes what the visitor wrote in the HTML body", () => {
    const { html } = buildNotification(
      { ...row, name: '<script>alert("x")</script>', company: "A&B" },
      mail,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>20</b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Need &lt;b&gt;20&lt;/b&gt; valves &amp; fittings");
    expect(html).toContain("A&amp;B");
    expect(escapeHtml(`'`)).toBe("&#39;");
  });

  it("says a topic is a general enquiry", () => {
    const { text } = buildNotification(
      { ...row, topic: "Consultation", service_id: null, service_label: "Consultation" },
      mail,
    );
    expect(text).toContain("Consultation (general enquiry)");
  });
});
