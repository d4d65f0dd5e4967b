import { describe, expect, it } from "vitest";
import { categories, chatReplies, chatScript, company, projects, services } from "~/content/data";
import { allPagePaths } from "~/lib/lookups";
import type { ChatGroupId } from "~/content/schemas";
import { CHAT_CATALOGUE_MATCHES } from "~/lib/constants";
import { chatContent } from "./chat-content";
import * as engine from "./engine";

// The engine over the site's content, as the server and the chat's props give it.
const reply = (text: string) => engine.reply(text, chatContent);
const greetingMessage = () => engine.greetingMessage(chatContent);

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

/**
 * The first paragraph is the group's sentence, or the answer itself when it already names the
 * division by one of the group's words (issue 36), so that the answer is not pushed down.
 */
function opensWithGroup(text: string, id: ChatGroupId): boolean {
  if (text.startsWith(groupText(id))) return true;
  const keywords = SPEC_GROUPS.find(([group]) => group === id)![1];
  const first = text.split("\n")[0]!.toLowerCase();
  return keywords.some((keyword) => new RegExp(`\\b${keyword}`).test(first));
}

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
    // A phrase outweighs a word it contains (issue 21): a safety valve is boiler equipment.
    ["Safety valve price", "industrial"],
  ] as const)("'%s' starts with the %s answer: the first group in order wins", (text, id) => {
    // These messages ask about more than one thing; the rest of the reply answers the rest.
    expect(reply(text).text.startsWith(groupText(id))).toBe(true);
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
    // "culverts" also names the Bridge Construction page, which the reply then adds.
    expect(reply(text).text.startsWith(groupText(id))).toBe(true);
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

  it("'bag filter' gets the industrial answer, then the Bag Filters page", () => {
    const answer = reply("bag filter");
    expect(answer.text.startsWith(groupText("industrial"))).toBe(true);
    expect(answer.quickReplies).toEqual([
      { label: "Bag Filters", to: "/service/bag-filters" },
      { label: "View Industrial Supply Services", to: "/category/supply" },
      // The quote is for the service the message names: the contact form preselects it.
      { label: "Get a Quote", to: "/contact?service=bag-filters" },
      { label: "Contact Us", to: "/contact" },
    ]);
  });

  it.each([
    ["Do you do fire hydrant work?", "fire", "/service/hydrant-system"],
    ["road construction", "civil", "/service/roads-construction"],
    ["quote for a pump house", "quote", "/service/pump-house-dg"],
  ] as const)(
    "'%s' starts with the %s answer, or one naming its division, and offers %s",
    (text, id, path) => {
      const answer = reply(text);
      expect(opensWithGroup(answer.text, id), answer.text).toBe(true);
      expect(answer.quickReplies.filter((q) => q.to?.startsWith("/service/"))).toEqual([
        expect.objectContaining({ to: path }),
      ]);
    },
  );

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

  it.each(["", "   ", "?!", "xyzzy plugh", "qwerty asdf", "the and of"])(
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

/**
 * SPEC.md section 4's rule for where a button leads, written out here only to check the script:
 * the engine takes each button's target from the script, never from its words.
 */
function specTarget(label: string): string | undefined {
  const words = label.toLowerCase().split(/\W+/);
  if (words.includes("view") && words.includes("services")) {
    const category = [
      ["fire", "fire-safety"],
      ["civil", "civil"],
      ["boiler", "boiler"],
      ["supply", "supply"],
      ["equipment", "supply"],
    ].find(([word]) => words.includes(word!));
    return category ? `/category/${category[1]}` : "/services";
  }
  if (words.includes("view") && words.includes("projects")) return "/projects";
  if (words.some((word) => word.startsWith("contact") || word.startsWith("quote"))) {
    return "/contact";
  }
  return undefined;
}

describe("the script's quick replies", () => {
  const scripted = [
    chatScript.greeting,
    chatScript.greetingReply,
    chatScript.fallback,
    ...chatScript.groups,
  ].flatMap((answer) => answer.quickReplies);

  it("each leads where SPEC.md section 4 says its words lead", () => {
    expect(scripted.length).toBeGreaterThan(10);
    for (const { label, to } of scripted)
      expect({ label, to }).toEqual({ label, to: specTarget(label) });
  });

  it("a button without a target, sent as typed, gets a keyword answer", () => {
    for (const { label, to } of scripted) {
      if (to === undefined) expect(reply(label).text).not.toBe(FALLBACK);
    }
  });

  it("leads where the script says, whatever its label: renaming a button keeps its page", () => {
    const renamed = structuredClone(chatContent);
    renamed.script.greeting.quickReplies = [
      { label: "See what we do for fire safety", to: "/category/fire-safety" },
      { label: "Write to us", to: "/contact" },
      { label: "Fire safety" },
    ];
    expect(engine.greetingMessage(renamed).quickReplies).toEqual([
      { label: "See what we do for fire safety", to: "/category/fire-safety" },
      { label: "Write to us", to: "/contact" },
      { label: "Fire safety" },
    ]);
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

describe("answers to what buyers ask", () => {
  const servicePages = (text: string) =>
    reply(text)
      .quickReplies.map((q) => q.to ?? "")
      .filter((to) => to.startsWith("/service/"));

  it.each([
    "Are your products guaranteed against defects, and for how long?",
    "How are payments made?",
    "Where do I start?",
    "What are your office hours?",
    "address",
    "Are you ISO certified?",
    "Which areas do you serve?",
    "Do you want to place an order?",
    "Please call me",
  ])("everyday words never offer a service page: '%s'", (text) => {
    expect(servicePages(text)).toEqual([]);
  });

  it.each([
    ["Do you offer AMC?", "/faq#amc", "quarterly inspections"],
    ["Where is your office?", "/faq#office", company.address.street],
    ["What are your office hours?", "/faq#hours", "Mon-Fri 9:00 AM-6:00 PM"],
    ["Are you ISO certified?", "/faq#iso", "ISO 9001:2015"],
    ["What warranty do you give?", "/faq#warranty", "2-5 years"],
    ["Do you work in Andhra Pradesh?", "/faq#service-area", "Andhra Pradesh"],
    ["Do you have a 24x7 breakdown line?", "/faq#breakdown-line", company.phones.service.display],
    ["Who do I contact with a grievance?", "/faq#grievance", company.grievanceOfficer.email],
    ["What are your payment terms?", "/faq#payment-terms", "sales team confirms"],
    ["Are you hiring?", "/faq#careers", company.email],
  ])("'%s' gets its answer, with its /faq entry (%s)", (text, path, fact) => {
    const answer = reply(text);
    expect(answer.text).toContain(fact);
    expect(answer.quickReplies[0]).toEqual(expect.objectContaining({ to: path }));
  });

  it("'view projects' typed gets the projects answer and the portfolio as a quick reply", () => {
    const answer = reply("view projects");
    expect(answer.text).toContain(company.claims.projects.value);
    expect(answer.quickReplies).toContainEqual({ label: "View Projects", to: "/projects" });
  });

  it.each([
    ["sprinkler cost", "fire", "/faq#pricing"],
    ["fire alarm contact number", "fire", "/faq#contact"],
    ["fire noc kaise milega", "fire", "/faq#fire-noc"],
    ["safety valve price", "industrial", "/service/valves"],
    ["sprinkelr instalation cost", "pricing", "/service/sprinkler-system"],
    ["pls snd quotn fr hydrnt systm asap", "quote", "/service/hydrant-system"],
  ] as const)(
    "'%s' starts with the %s answer, or one naming its division, and adds what else it asks (%s)",
    (text, id, to) => {
      const answer = reply(text);
      expect(opensWithGroup(answer.text, id), answer.text).toBe(true);
      expect(answer.text).not.toBe(groupText(id));
      expect(answer.quickReplies.map((q) => q.to)).toContain(to);
    },
  );

  it("a named service's quote preselects that service on the contact form", () => {
    expect(reply("quote for a pump house").quickReplies).toContainEqual({
      label: "Get a Quote",
      to: "/contact?service=pump-house-dg",
    });
  });

  it.each(["mee office ekkada undi?", "aapka office kahan hai", "office ka pata"])(
    "'%s' (Telugu or Hindi in Latin script) gets the office's address",
    (text) => {
      expect(reply(text).text).toContain(company.address.street);
    },
  );

  it.each(["thanks", "Thank you so much!", "thx", "dhanyavad", "🙏"])(
    "'%s' gets a thank-you, not the fallback",
    (text) => {
      expect(reply(text)).toEqual(chatReplies.thanks);
    },
  );

  it.each(["ok", "okay", "got it", "👍🏽"])("'%s' gets a fitting reply, not the fallback", (text) => {
    expect(reply(text).text).not.toBe(FALLBACK);
  });

  it.each(["9848012345", "+91 98480 12345", "ravi.kumar@example.com"])(
    "a bare phone number or e-mail address ('%s') is told the chat keeps nothing and where to send it",
    (text) => {
      expect(reply(text)).toEqual(chatReplies.contactData);
      expect(chatReplies.contactData.quickReplies).toContainEqual({
        label: "Contact Us",
        to: "/contact",
      });
    },
  );

  it.each([
    "Your technician did not turn up for the fire alarm AMC visit. Worst service!",
    "I want to complain about the boiler repair",
    "Very disappointed, no one came for the AMC visit",
    "😡",
  ])("a complaint gets an apology, the 24x7 line and the grievance contact: '%s'", (text) => {
    const answer = reply(text);
    expect(answer.text).toMatch(/^I'm sorry/);
    expect(answer.text).toContain(company.phones.service.display);
    expect(answer.text).toContain(company.grievanceOfficer.email);
    expect(answer.quickReplies).toContainEqual({ label: "Contact Us", to: "/contact" });
  });

  it("every quick reply it gives leads to a page that exists", () => {
    const pages = new Set([...allPagePaths({ categories, services, projects }), "/contact"]);
    const texts = [
      "Do you offer AMC?",
      "fire noc kaise milega",
      "Show me your projects",
      "Do you work in Andhra Pradesh?",
      "bag filter price",
      "😡",
      "9848012345",
    ];
    for (const quick of texts.flatMap((text) => reply(text).quickReplies)) {
      if (quick.to) expect(pages, quick.to).toContain(new URL(quick.to, "https://x.in").pathname);
    }
  });
});

describe("what the visitor wants decides before the topic's words (issue 36)", () => {
  it.each([
    "sir super heater coil T22 urgent, plant stopped due to tube leak",
    "diesel fire pump start nahi ho raha",
    "How quickly will you be on site for an emergency call-out?",
  ])("'%s' leads with the 24x7 line", (text) => {
    expect(reply(text).text.split("\n")[0]).toContain(company.phones.service.display);
  });

  it("a welder asking for a vacancy gets the jobs answer, not the boiler division", () => {
    const answer = reply("I am IBR certified welder with 6 years experience, any vacancy");
    expect(answer.quickReplies).toContainEqual(expect.objectContaining({ to: "/faq#careers" }));
    expect(answer.quickReplies.some((q) => q.to?.startsWith("/service/"))).toBe(false);
  });

  it("a question about charging for an estimate is about prices, not jobs", () => {
    const answer = reply("Do contractors charge to estimate a job?");
    expect(answer.quickReplies).toContainEqual(expect.objectContaining({ to: "/faq#pricing" }));
    expect(answer.quickReplies).not.toContainEqual(expect.objectContaining({ to: "/faq#careers" }));
  });

  it("a message that asks two things gets both answered, even written without vowels", () => {
    for (const text of [
      "wht is wrnty on supr htr coils? n delvry time?",
      "What is the warranty on valves, and how soon can you deliver?",
    ]) {
      // The warranty's period and the weeks a job takes, in the reply itself.
      const answer = reply(text).text;
      expect(answer, text).toMatch(/warranty of \d/);
      expect(answer, text).toMatch(/\d+-\d+ weeks/);
    }
  });

  it("a safety valve written with a typo is not the fire group", () => {
    expect(reply("ibr inspecton next week, can u float safety valvs?").text).not.toContain(
      groupText("fire"),
    );
  });

  it("messages that are not service requests get their reply and no service page", () => {
    for (const [text, expected] of [
      ["We offer crane hire and transport, can we work with you?", chatReplies.vendor],
      ["Can our college students visit your site for a seminar?", chatReplies.student],
      ["What is the score in today's cricket match?", chatReplies.offTopic],
    ] as const) {
      expect(reply(text), text).toEqual(expected);
    }
  });
});
