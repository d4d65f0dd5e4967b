import { describe, expect, it } from "vitest";
import { about } from "./about";
import { categories } from "./categories";
import { company } from "./company";
import { contactPath, faq } from "./faq";
import { FaqSchema } from "./faq-schema";
import { serviceSteps } from "./home";
import { pageCopy } from "./page-copy";
import { allPagePaths } from "./paths";
import { projects } from "./projects";
import { services } from "./services";
import { ENQUIRY_TOPICS, contactHref } from "./topics";

/** Every text a fact may come from: the company, service, project and page content. */
const SOURCES = JSON.stringify([
  company,
  categories,
  services,
  projects,
  about,
  serviceSteps,
  pageCopy,
]);

describe("questions and answers", () => {
  it("match their schema", () => {
    expect(() => FaqSchema.parse(faq)).not.toThrow();
  });

  it("have unique ids, labels and questions, and every section has questions", () => {
    for (const key of ["id", "label", "question"] as const) {
      const values = faq.entries.map((entry) => entry[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const section of faq.sections) {
      expect(
        faq.entries.some((entry) => entry.section === section.id),
        section.id,
      ).toBe(true);
    }
  });

  it("take every figure and code in an answer from the site's content", () => {
    for (const entry of faq.entries) {
      for (const [figure] of entry.answer.matchAll(/\d[\d.,:x/-]*\d|\d/g)) {
        expect(SOURCES, `${entry.id}: "${figure}"`).toContain(figure);
      }
    }
  });

  it("say that the sales team confirms what the site has no fact for, and how to reach them", () => {
    for (const id of ["payment-terms", "gst-invoice", "insurance", "minimum-order"]) {
      const answer = faq.entries.find((entry) => entry.id === id)?.answer ?? "";
      expect(answer, id).toMatch(/sales team confirms/);
      expect(answer, id).toContain(company.phones.office.display);
      expect(answer, id).toContain(company.email);
    }
  });

  it("cover the topics buyers ask about", () => {
    const ids = faq.entries.map((entry) => entry.id);
    for (const id of [
      "fire-noc",
      "occupancy-noc",
      "fire-documents",
      "fire-audit",
      "sprinkler-discharge",
      "ibr-registration",
      "ibr-inspection",
      "amc",
      "warranty",
      "timeline",
      "service-area",
      "office",
      "hours",
      "breakdown-line",
      "iso",
      "projects",
      "clients",
      "experience",
      "careers",
      "payment-terms",
      "gst-invoice",
      "site-survey",
      "quotation",
      "standards",
      "grievance",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it("name claims and steps in plain lower case mid-sentence, not half capitalised", () => {
    const iso = faq.entries.find((entry) => entry.id === "iso");
    expect(iso?.answer).toContain("99.9% safety compliance and 99% on-time delivery");
    for (const { label } of Object.values(company.claims)) {
      const halfLowered = label.charAt(0).toLowerCase() + label.slice(1);
      if (halfLowered === label.toLowerCase()) continue;
      for (const entry of faq.entries) expect(entry.answer, entry.id).not.toContain(halfLowered);
    }
    // A step's title ("Installation & Setup") lowered by its first letter only.
    for (const entry of faq.entries) expect(entry.answer, entry.id).not.toMatch(/\b[a-z]+ & [A-Z]/);
    // An acronym lowered by its first letter ("iBR-qualified").
    for (const entry of faq.entries) expect(entry.answer, entry.id).not.toMatch(/\b[a-z][A-Z]{2,}/);
    const timeline = faq.entries.find((entry) => entry.id === "timeline");
    expect(timeline?.answer).toContain("installation & setup");
  });

  it('end each answer with a whole sentence, not cut after a title such as "Er."', () => {
    for (const entry of faq.entries) {
      expect(entry.answer, entry.id).toMatch(/[.!?)]$/);
      expect(entry.answer, entry.id).not.toMatch(/\b(Er|Dr|Mr|Ms|Pvt)\.$/);
    }
  });

  it("build /contact links as the rest of the site does", () => {
    expect(contactPath({ service: "bag-filters" })).toBe(contactHref({ service: "bag-filters" }));
    for (const topic of ENQUIRY_TOPICS) {
      expect(contactPath({ topic })).toBe(contactHref({ topic }));
    }
  });

  it("link only to pages, services, topics and answers that exist", () => {
    const pages = new Set(allPagePaths());
    const serviceIds = new Set(services.map((service) => service.id));
    const answerIds = new Set(faq.entries.map((entry) => entry.id));
    for (const link of faq.entries.flatMap((entry) => entry.links)) {
      const url = new URL(link.to, "https://example.com");
      expect(pages, link.to).toContain(url.pathname);
      const service = url.searchParams.get("service");
      const topic = url.searchParams.get("topic");
      if (service !== null) expect(serviceIds, link.to).toContain(service);
      if (topic !== null) expect(ENQUIRY_TOPICS, link.to).toContain(topic);
      if (url.pathname === "/faq" && url.hash) expect(answerIds).toContain(url.hash.slice(1));
    }
  });
});
