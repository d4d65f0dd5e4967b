import { describe, expect, it } from "vitest";
import { categories, services } from "~/content/data";
import { categorySummaries } from "~/lib/lookups";
import { ENQUIRY_TOPICS, contactHref } from "~/lib/topics";
import { CONTACT_PREFILL_MAX_CHARS } from "~/lib/constants";
import {
  TOPICS_GROUP_LABEL,
  choiceGroups,
  choiceValues,
  choicesFromCategories,
  prefillFromSearch,
} from "./service-choices";

const choices = choicesFromCategories(categorySummaries(categories, services));
const refs = services.map(({ id, title }) => ({ id, title }));
const prefill = (href: string) =>
  prefillFromSearch(new URL(href, "http://x").searchParams, choices, refs);

describe("the service choices", () => {
  it("are SPEC.md's six topics, then every service grouped under its category's title", () => {
    expect(choices.topics).toEqual(ENQUIRY_TOPICS);
    expect(choices.groups.map((group) => group.label)).toEqual(categories.map((c) => c.title));
    expect(choices.groups.flatMap((group) => group.options)).toHaveLength(22);
    expect(choices.groups[3]!.options).toEqual([
      "Super Heater Coils Supply",
      "Bag Filters",
      "Industrial Valves",
      "Boiler Mountings",
    ]);
  });

  it("are all different, so each names one topic or one service", () => {
    const values = choiceValues(choices);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("the list as the form groups it", () => {
  const groups = choiceGroups(choices);

  it("has SPEC.md's six topics first, under a heading of their own", () => {
    expect(groups[0]).toEqual({ label: TOPICS_GROUP_LABEL, options: ENQUIRY_TOPICS });
  });

  it("then one group per category, in the categories' order, holding that category's services", () => {
    expect(groups.slice(1).map((group) => group.label)).toEqual(categories.map((c) => c.title));
    for (const category of categories) {
      const group = groups.find((candidate) => candidate.label === category.title)!;
      expect(group.options).toEqual(
        services.filter((s) => s.category === category.id).map((s) => s.title),
      );
    }
  });

  it("keeps every value the form posts and the server accepts, each once", () => {
    const grouped = groups.flatMap((group) => group.options);
    expect(grouped).toEqual(choiceValues(choices));
    expect(grouped).toHaveLength(ENQUIRY_TOPICS.length + services.length);
  });

  it("keeps the topics apart from the services and leaves no group empty", () => {
    // "Fire Safety Systems" (a topic) and "Fire Fighting Systems" (a service) look alike.
    const topics = groups[0]!.options;
    for (const group of groups.slice(1)) {
      for (const option of group.options) expect(topics).not.toContain(option);
    }
    expect(groups.every((group) => group.options.length > 0)).toBe(true);
  });
});

describe("prefilling from the link", () => {
  it("selects a service by its id (Enquire Now)", () => {
    expect(prefill(contactHref({ service: "valves" }))).toEqual({ service: "Industrial Valves" });
  });

  it("selects a topic (Get Free Consultation)", () => {
    expect(prefill(contactHref({ topic: "Consultation" }))).toEqual({ service: "Consultation" });
  });

  it("selects the topic and fills the message (Start Similar Project)", () => {
    expect(
      prefill(
        contactHref({ topic: "Boiler Systems", message: "Similar to: Chimney at Ramagundam" }),
      ),
    ).toEqual({ service: "Boiler Systems", message: "Similar to: Chimney at Ramagundam" });
  });

  it("ignores unknown services and topics, and caps a long message", () => {
    expect(prefill("/contact?service=nope&topic=Other")).toEqual({});
    const long = prefill(`/contact?message=${"m".repeat(5000)}`);
    expect(long.message).toHaveLength(CONTACT_PREFILL_MAX_CHARS);
  });
});
