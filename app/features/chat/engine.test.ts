import { describe, expect, it } from "vitest";
import { chatScript } from "~/content/chat";
import type { ChatGroupId } from "~/content/schemas";
import { CHAT_CATALOGUE_MATCHES } from "~/lib/constants";
import { greetingMessage, quickReplyTarget, reply } from "./engine";

/** SPEC.md section 4, written out here so that a change to the script has to agree with it. */
const SPEC_GROUPS: [ChatGroupId, string[]][] = [
  ["fire", ["fire", "safety", "sprinkler", "alarm"]],
  ["civil", ["civil", "infrastructure", "road", "bridge", "building"]],
  ["boiler", ["boiler", "chimney", "conveyor", "heater"]],
  ["industrial", ["industrial", "equipment", "valve", "filter", "supply"]],
  ["pricing", ["price", "cost", "pricing"]],
  ["contact", ["contact", "phone", "email", "reach"]],
  ["quote", ["quote", "quotation", "estimate"]],
];

function groupText(id: ChatGroupId): string {
  const group = chatScript.groups.find((g) => g.id === id);
  if (!group) throw new Error(`No group ${id}`);
  return group.text;
}

const FALLBACK = chatScript.fallback.text;
const GREETING = chatScript.greetingReply.text;
const CATALOGUE = chatScript.catalogueReply.text;

describe("keyword groups", () => {
  it("are the seven groups of SPEC.md, in its order", () => {
    expect(chatScript.groups.map((g) => [g.id, g.keywords])).toEqual(SPEC_GROUPS);
  });

  const everyKeyword = SPEC_GROUPS.flatMap(([id, keywords]) =>
    keywords.map((keyword) => ({ id, keyword })),
  );
  it.each(everyKeyword)("'$keyword' gets the $id answer", ({ id, keyword }) => {
    expect(reply(`Tell me about ${keyword}`).text).toBe(groupText(id));
    expect(reply(keyword.toUpperCase()).text).toBe(groupText(id));
  });

  it.each([
    ["price of a fire alarm", "fire"],
    ["quote for a road", "civil"],
    ["cost of a boiler chimney", "boiler"],
    ["phone number of your valve supply team", "industrial"],
    ["estimate the price", "pricing"],
    ["how do I reach you for a quotation?", "contact"],
    ["Safety valve price", "fire"],
  ] as const)("'%s' gets the %s answer: the first group in order wins", (text, id) => {
    expect(reply(text).text).toBe(groupText(id));
  });

  it.each([
    ["Sprinklers?", "fire"],
    ["ALARMS!!", "fire"],
    ["roads", "civil"],
    ["bridges/culverts", "civil"],
    ["buildings.", "civil"],
    ["Boilers", "boiler"],
    ["conveyors,", "boiler"],
    ["valves", "industrial"],
    ["filters", "industrial"],
    ["Who are your suppliers?", "industrial"],
    ["What are your prices", "pricing"],
    ["costing", "pricing"],
    ["contacts", "contact"],
    ["your e-mail please", "contact"],
    ["phone-number", "contact"],
    ["quotes", "quote"],
    ["estimates", "quote"],
  ] as const)("'%s' matches as a word or word prefix (%s)", (text, id) => {
    expect(reply(text).text).toBe(groupText(id));
  });

  it.each(["ceasefire", "unsafe", "firm", "broad", "precost", "prize"])(
    "'%s' does not match a keyword inside or beside a word",
    (text) => {
      expect(reply(text).text).toBe(FALLBACK);
    },
  );

  it.each<[ChatGroupId, string[]]>([
    ["fire", ["View Fire Safety Services", "Get a Quote", "Contact Us"]],
    ["civil", ["View Civil Infrastructure Services", "Get a Quote", "Contact Us"]],
    ["boiler", ["View Boiler Systems Services", "Get a Quote", "Contact Us"]],
    ["industrial", ["View Industrial Supply Services", "Get a Quote", "Contact Us"]],
    ["pricing", ["Get a Quote"]],
    ["contact", ["Contact Us", "View Projects"]],
    ["quote", ["Get a Quote"]],
  ])("the %s answer offers %j", (id, labels) => {
    const keyword = SPEC_GROUPS.find(([groupId]) => groupId === id)?.[1][0] ?? "";
    expect(reply(keyword).quickReplies.map((q) => q.label)).toEqual(labels);
  });
});

describe("greetings", () => {
  it.each([
    "hi",
    "Hi!",
    "hiii",
    "hello",
    "Hello there",
    "hey",
    "Heyyy :)",
    "namaste",
    "Namaste ji",
    "good morning",
    "Good afternoon!",
    "good evening",
    "GOOD EVENING, team",
  ])("'%s' gets the greeting answer", (text) => {
    expect(reply(text).text).toBe(GREETING);
  });

  it.each(["this", "his", "history", "shipping", "whey", "they", "goodness", "good", "evening"])(
    "'%s' is not a greeting",
    (text) => {
      expect(reply(text).text).not.toBe(GREETING);
    },
  );

  it("offers the four category pages and a quote", () => {
    expect(reply("hello").quickReplies).toEqual([
      { label: "View Fire Safety Services", to: "/category/fire-safety" },
      { label: "View Civil Infrastructure Services", to: "/category/civil" },
      { label: "View Boiler Systems Services", to: "/category/boiler" },
      { label: "View Industrial Supply Services", to: "/category/supply" },
      { label: "Get a Quote", to: "/contact" },
    ]);
  });

  it("a keyword group still wins over a greeting", () => {
    expect(reply("Hi, do you install sprinklers?").text).toBe(groupText("fire"));
  });
});

describe("catalogue search", () => {
  it.each([
    ["hydrant", "/service/hydrant-system"],
    ["Hydrants?", "/service/hydrant-system"],
    ["drainage", "/service/drainage-construction"],
    ["storm water drains", "/service/drainage-construction"],
    ["pump house", "/service/pump-house-dg"],
    ["DG sets for a pump room", "/service/pump-house-dg"],
    ["gas suppression", "/service/suppression-system"],
    ["underground cable laying", "/service/underground-cable"],
    ["screw", "/service/screw-conveyors"],
  ])("'%s' offers %s first", (text, path) => {
    const { text: answer, quickReplies } = reply(text);
    expect(answer).toBe(CATALOGUE);
    expect(quickReplies[0]?.to).toBe(path);
    expect(quickReplies.length).toBeGreaterThan(0);
    expect(quickReplies.length).toBeLessThanOrEqual(CHAT_CATALOGUE_MATCHES);
    for (const quickReply of quickReplies) expect(quickReply.to).toMatch(/^\/service\/[a-z-]+$/);
  });

  it("labels each match with the service's title", () => {
    expect(reply("hydrant").quickReplies[0]).toEqual({
      label: "Fire Hydrant System",
      to: "/service/hydrant-system",
    });
  });

  it("'bag filter' gets the industrial answer and the Bag Filters page", () => {
    expect(reply("bag filter")).toEqual({
      text: groupText("industrial"),
      quickReplies: [
        { label: "Bag Filters", to: "/service/bag-filters" },
        { label: "View Industrial Supply Services", to: "/category/supply" },
        { label: "Get a Quote", to: "/contact" },
        { label: "Contact Us", to: "/contact" },
      ],
    });
  });

  it.each([
    ["Do you do fire hydrant work?", "fire", "/service/hydrant-system"],
    ["road construction", "civil", "/service/roads-construction"],
    ["quote for a pump house", "quote", "/service/pump-house-dg"],
  ] as const)("'%s' gets the %s answer with %s", (text, id, path) => {
    const answer = reply(text);
    expect(answer.text).toBe(groupText(id));
    expect(answer.quickReplies.filter((q) => q.to?.startsWith("/service/"))).toEqual([
      expect.objectContaining({ to: path }),
    ]);
  });

  it.each(["Do you do sprinkler systems?", "price of a fire alarm", "boiler"])(
    "'%s' names no service beyond its keywords, so it offers no service page",
    (text) => {
      expect(reply(text).quickReplies.some((q) => q.to?.startsWith("/service/"))).toBe(false);
    },
  );
});

describe("fallback", () => {
  const FALLBACK_REPLIES = [
    { label: "Fire Safety Systems" },
    { label: "Civil Infrastructure" },
    { label: "Boiler Systems" },
    { label: "Industrial Equipment" },
    { label: "Contact Us", to: "/contact" },
  ];

  it.each(["", "   ", "?!", "xyzzy plugh", "view projects", "thanks"])(
    "'%s' gets the fallback with its five quick replies",
    (text) => {
      expect(reply(text)).toEqual({ text: FALLBACK, quickReplies: FALLBACK_REPLIES });
    },
  );

  it("says it understands the visitor wants service information", () => {
    expect(FALLBACK).toMatch(/understand.*information about our services/);
  });

  it.each([
    ["Fire Safety Systems", "fire"],
    ["Civil Infrastructure", "civil"],
    ["Boiler Systems", "boiler"],
    ["Industrial Equipment", "industrial"],
  ] as const)("its quick reply '%s', sent as typed, gets the %s answer", (label, id) => {
    expect(reply(label).text).toBe(groupText(id));
  });
});

describe("quickReplyTarget", () => {
  it.each([
    ["View Fire Safety Services", "/category/fire-safety"],
    ["View Civil Infrastructure Services", "/category/civil"],
    ["View Boiler Systems Services", "/category/boiler"],
    ["View Industrial Supply Services", "/category/supply"],
    ["View Industrial Equipment Services", "/category/supply"],
    ["view all services", "/services"],
    ["View Projects", "/projects"],
    ["view projects", "/projects"],
    ["Contact Us", "/contact"],
    ["Get a Quote", "/contact"],
    ["Request a quote", "/contact"],
    ["Fire Hydrant System", "/service/hydrant-system"],
    ["Bag Filters", "/service/bag-filters"],
    ["Fire Safety Systems", undefined],
    ["Civil Infrastructure", undefined],
    ["Boiler Systems", undefined],
    ["Industrial Equipment", undefined],
    ["Projects", undefined],
  ])("'%s' -> %s", (label, target) => {
    expect(quickReplyTarget(label)).toBe(target);
  });

  it("every quick reply in the script either navigates or gets a keyword answer", () => {
    const labels = [
      chatScript.greeting,
      chatScript.greetingReply,
      chatScript.fallback,
      ...chatScript.groups,
    ].flatMap((answer) => answer.quickReplies);
    for (const label of labels) {
      if (quickReplyTarget(label) === undefined) expect(reply(label).text).not.toBe(FALLBACK);
    }
  });

  it("the automatic greeting's quick replies navigate", () => {
    expect(greetingMessage()).toEqual({
      text: chatScript.greeting.text,
      quickReplies: [
        { label: "View Fire Safety Services", to: "/category/fire-safety" },
        { label: "Get a Quote", to: "/contact" },
        { label: "Contact Us", to: "/contact" },
      ],
    });
  });
});
