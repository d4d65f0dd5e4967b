import { certifications, company, phones, serviceSteps } from "~/content/data";

/*
 * Buyer questions are paraphrased offline from the FAQ pages in `source`, not quoted.
 * `needs`: every item must be met, as text in the reply or ("/…") a quick reply's exact target;
 * an array is a choice. `services`: the only service pages the reply may offer.
 */

export interface EvalCase {
  text: string;
  source: string;
  kind: "buyer" | "messy" | "other";
  needs: (string | string[])[];
  services?: string[];
  /** The reply's first paragraph must say this (the answer first: issue 36). */
  first?: string;
  /** The reply must not say any of these. */
  forbid?: string[];
}

const SOURCES = {
  tsFire:
    "Telangana State Disaster Response & Fire Services Department, FAQs (https://fire.telangana.gov.in)",
  apFire:
    "Andhra Pradesh State Disaster Response & Fire Services Department, FAQs (https://fire.ap.gov.in)",
  delhiFire: "Delhi Fire Service, FAQs on fire safety certificates (https://dfs.delhi.gov.in)",
  mahaFire:
    "Maharashtra Fire Services, FAQs on fire audits and Form B (https://mahafireservice.gov.in)",
  ksfes: "Karnataka State Fire and Emergency Services, FAQs (https://ksfes.karnataka.gov.in)",
  nfpa: "NFPA, fire sprinkler FAQs (https://www.nfpa.org/education-and-research/home-fire-safety/sprinklers)",
  ceasefire: "Ceasefire Industries, FAQs on extinguishers and AMC (https://www.ceasefire.in)",
  safex: "Safex Fire Services, FAQs (https://www.safexfire.com)",
  newage: "NewAge Fire Protection Industries, FAQs (https://www.newage-india.in)",
  cbb: "Central Boilers Board, FAQs on the Boilers Act and IBR 1950 (https://cbb.gov.in)",
  tsBoilers:
    "Telangana Boilers Department, FAQs on registration and inspection (https://boilers.telangana.gov.in)",
  forbes: "Forbes Marshall, steam and boiler FAQs (https://www.forbesmarshall.com)",
  thermax: "Thermax, boiler service FAQs (https://www.thermaxglobal.com)",
  kirby:
    "Kirby Building Systems, pre-engineered building FAQs (https://www.kirbyinternational.com)",
  everest: "Everest Industries, PEB and construction FAQs (https://www.everestind.com)",
  moglix: "Moglix, buyer help centre FAQs (https://www.moglix.com/faq)",
  industrybuying: "Industrybuying, FAQs (https://www.industrybuying.com/faq)",
  indiamart: "IndiaMART, buyer FAQs on suppliers (https://help.indiamart.com)",
  issue: "The buyer questions quoted in the issue that asked for this set, from the same pages",
  messy: "Messy input written for this set, as chat and WhatsApp enquiries arrive",
  // Added for issue 21: what things are, how two differ, commercial questions (own wording).
  iupac:
    "IUPAC Gold Book, bag filter (fabric filter) (https://goldbook.iupac.org/plain/B00588-plain.html)",
  trenchless:
    "Trenchlesspedia, the horizontal directional drilling process (https://trenchlesspedia.com/downloads/an-in-depth-look-at-the-horizontal-directional-drilling-process)",
  screw:
    "Everything2, screw conveyor (https://everything2.com/user/Exarch/writeups/screw+conveyor)",
  conveying:
    "Processing magazine, six options for mechanically conveying bulk solids (http://www.processingmagazine.com/material-handling-dry-wet/conveyors/article/21275068/mechanical-conveying-part-2-six-options-for-mechanically-conveying-powders-and-bulk-solid-materials)",
  pavement:
    "Engineering Society, types of pavement (https://www.engineering-society.com/2018/01/types-of-pavement-pdf-free-download.html)",
  gem: "National Tenders, FAQs on GeM registration (https://nationaltenders.com/faq-gem-registeration)",
  freight:
    "Material Flow, shipping policy: prices exclude freight (https://materialflow.com/shipping-policy/)",
  other:
    "Messages that are not service requests, written for this set after the kinds issue 21 names: a job seeker, a firm offering to sell, a student, an unrelated question, another firm's number",
} as const;

const office = phones.office.display;
const serviceLine = phones.service.display;
const grievance = company.grievanceOfficer.email;
const iso = certifications[0]!;
const installWeeks = serviceSteps.find((step) => step.title === "Installation & Setup")!.timeline;

const { buyer, messy } = caseMakers(SOURCES);

const other = (text: string, needs: EvalCase["needs"]): EvalCase => ({
  text,
  source: SOURCES.other,
  kind: "other",
  needs,
  services: [],
});

const FIRE = ["fire-fighting-systems"];
const email = company.email;

/** A set's makers of buyer questions and messy inputs, each naming its source from the set's list. */
export function caseMakers<S extends Record<string, string> & { messy: string }>(sources: S) {
  const buyer = (
    source: keyof S,
    text: string,
    needs: EvalCase["needs"],
    services: string[] = [],
  ): EvalCase => ({ text, source: sources[source]!, kind: "buyer", needs, services });
  const messy = (text: string, needs: EvalCase["needs"], services: string[] = []): EvalCase => ({
    text,
    source: sources.messy,
    kind: "messy",
    needs,
    services,
  });
  return { buyer, messy };
}

/** What else a case may ask of a reply: what its first paragraph says, what it must not say. */
export type CaseExtra = Pick<EvalCase, "first" | "forbid">;

/**
 * The development sets' makers: technical and commercial questions, messy inputs and messages
 * that are not requests (which no service page answers), each naming its source from the set's
 * list.
 */
export function kindMakers(
  sources: Record<"technical" | "commercial" | "messy" | "other", string>,
) {
  const make =
    (kind: EvalCase["kind"], source: keyof typeof sources) =>
    (text: string, needs: EvalCase["needs"], services: string[] = [], extra: CaseExtra = {}) =>
      ({ text, source: sources[source], kind, needs, services, ...extra }) satisfies EvalCase;
  return {
    tech: make("buyer", "technical"),
    trade: make("buyer", "commercial"),
    messy: make("messy", "messy"),
    other: (text: string, needs: EvalCase["needs"]) => make("other", "other")(text, needs),
  };
}

export const evalSet: EvalCase[] = [
  // ── Fire NOC, licences and audits ──────────────────────────────────────────
  buyer("tsFire", "What is a fire NOC and which buildings need one?", ["/faq#fire-noc"], FIRE),
  buyer("tsFire", "How do I apply for a fire NOC for my factory?", ["/faq#fire-noc"], FIRE),
  buyer(
    "apFire",
    "What documents are required for obtaining a provisional fire NOC?",
    [["/faq#fire-documents", "/faq#fire-noc"]],
    FIRE,
  ),
  buyer(
    "apFire",
    "How can I get the occupancy NOC from the fire department?",
    [["/faq#occupancy-noc", "/faq#fire-noc"]],
    FIRE,
  ),
  buyer("delhiFire", "When does a fire safety certificate have to be renewed?", [
    "/faq#occupancy-noc",
  ]),
  buyer("mahaFire", "Who can carry out a fire audit of my building?", ["/faq#fire-audit"], FIRE),
  buyer("mahaFire", "How often should a fire safety audit be done?", ["/faq#fire-audit"], FIRE),
  buyer(
    "nfpa",
    "What should I do if a fire sprinkler discharges accidentally?",
    [serviceLine],
    ["sprinkler-system"],
  ),
  buyer(
    "nfpa",
    "Do all the sprinklers go off at once in a fire?",
    [["68 °C", "/faq#sprinkler-discharge"]],
    ["sprinkler-system"],
  ),
  buyer(
    "ksfes",
    "Is a fire alarm system compulsory for my building under the NBC?",
    ["NBC 2016"],
    ["alarm-system", "fire-fighting-systems", "building-construction"],
  ),
  buyer(
    "ksfes",
    "Which standard applies to fire hydrant systems in India?",
    [["IS 13039", "/faq#standards"]],
    ["hydrant-system"],
  ),
  buyer(
    "ceasefire",
    "How often should fire extinguishers be refilled?",
    [["/faq#extinguishers", "refill extinguishers"]],
    FIRE,
  ),
  buyer(
    "safex",
    "Do you provide AMC for fire fighting systems?",
    [["/faq#amc", "quarterly inspections"]],
    FIRE,
  ),
  buyer("ceasefire", "What is included in your annual maintenance contract?", [
    "quarterly inspections",
  ]),
  buyer("safex", "How many visits do we get in a year under the AMC?", ["quarterly"]),
  buyer("newage", "What is the warranty on a fire alarm system?", ["2-5 years"], ["alarm-system"]),
  buyer("safex", "Do you have 24x7 emergency support?", [serviceLine]),
  buyer(
    "newage",
    "Who do I call if our fire pump fails at night?",
    [serviceLine],
    ["pump-house-dg"],
  ),
  buyer(
    "newage",
    "Do you design sprinkler systems as per NFPA 13?",
    ["NFPA"],
    ["sprinkler-system"],
  ),
  buyer(
    "newage",
    "Do you install gas suppression systems for server rooms?",
    ["/service/suppression-system"],
    ["suppression-system"],
  ),
  buyer(
    "safex",
    "Can you supply a fire tender for our plant's fire team?",
    ["/service/tender-ambulance"],
    ["tender-ambulance"],
  ),
  buyer(
    "newage",
    "Do you test the hydrant system before handover?",
    [["1.5 times", "/faq#testing"]],
    ["hydrant-system", "fire-fighting-systems"],
  ),
  buyer(
    "delhiFire",
    "What codes do you follow for fire protection design?",
    [["/faq#standards", "NBC 2016"]],
    FIRE,
  ),
  buyer(
    "ksfes",
    "How much does a sprinkler system cost per square foot?",
    [["/faq#pricing", "itemised quotation"]],
    ["sprinkler-system"],
  ),

  // ── Boilers and IBR ───────────────────────────────────────────────────────
  buyer(
    "cbb",
    "Is registration of a boiler under IBR mandatory?",
    ["/faq#ibr-registration"],
    ["boiler-mountings", "super-heater-coils"],
  ),
  buyer(
    "tsBoilers",
    "How often must a boiler be inspected under the Indian Boiler Regulations?",
    ["/faq#ibr-inspection"],
    ["boiler-mountings", "super-heater-coils"],
  ),
  buyer(
    "cbb",
    "Who is allowed to weld boiler pressure parts?",
    ["IBR-qualified welders"],
    ["super-heater-coils"],
  ),
  buyer(
    "forbes",
    "Do you supply IBR approved safety valves with test certificates?",
    [["/faq#ibr-materials", "/service/boiler-mountings", "/service/valves"]],
    ["valves", "boiler-mountings"],
  ),
  buyer(
    "thermax",
    "Can the super heater coils be replaced during our annual shutdown?",
    [["/faq#shutdown", "planned shutdown"]],
    ["super-heater-coils", "super-heater-coils-supply"],
  ),
  buyer(
    "forbes",
    "How often should boiler safety valves be tested?",
    [["/faq#ibr-inspection", "floating"]],
    ["boiler-mountings", "valves"],
  ),
  buyer(
    "thermax",
    "Do you provide air pre-heater replacement blocks?",
    ["/service/air-pre-heater"],
    ["air-pre-heater"],
  ),
  buyer(
    "thermax",
    "Do you keep boiler tubes in stock for emergency breakdowns?",
    [["/faq#urgent-spares", "stocks of common tube sizes"]],
    ["super-heater-coils-supply", "super-heater-coils"],
  ),
  buyer("industrybuying", "Do you provide material test certificates with the supply?", [
    "/faq#ibr-materials",
  ]),
  buyer(
    "tsBoilers",
    "Do you attend the annual boiler inspection with the inspector?",
    ["/faq#ibr-inspection"],
    ["boiler-mountings", "super-heater-coils"],
  ),

  // ── Construction ──────────────────────────────────────────────────────────
  buyer(
    "kirby",
    "How long does it take to build a pre-engineered building?",
    [["/faq#timeline", installWeeks]],
    ["building-construction"],
  ),
  buyer(
    "everest",
    "Will you take care of the approvals and drawings?",
    [["/faq#fire-noc", "/faq#occupancy-noc", "statutory approvals"]],
    FIRE,
  ),
  buyer(
    "everest",
    "Can you work inside our running plant without stopping production?",
    [["/faq#running-plant", "running plants"]],
    ["building-construction"],
  ),
  buyer(
    "everest",
    "Do you build internal roads for industrial plants?",
    ["plant roads"],
    ["roads-construction"],
  ),
  buyer(
    "kirby",
    "What is your experience in bridge construction?",
    [["/faq#experience", "15+"]],
    ["bridge-construction"],
  ),
  buyer(
    "everest",
    "Do you provide storm water drainage design?",
    ["/service/drainage-construction"],
    ["drainage-construction"],
  ),
  buyer(
    "everest",
    "Do you lay underground HT cables?",
    ["/service/underground-cable"],
    ["underground-cable"],
  ),

  // ── Orders, payment and terms ─────────────────────────────────────────────
  buyer("moglix", "What are the payment options?", ["/faq#payment-terms"]),
  buyer("moglix", "Will I get a GST invoice for my order?", ["/faq#gst-invoice"]),
  buyer("industrybuying", "Do you deliver across India?", ["/faq#service-area"]),
  buyer(
    "indiamart",
    "What is the delivery time for valves?",
    [["/faq#timeline", "/faq#urgent-spares"]],
    ["valves"],
  ),
  buyer("moglix", "Can I return a product if it is defective?", ["/faq#warranty"]),
  buyer("indiamart", "Do you offer credit terms to companies?", ["/faq#payment-terms"]),
  buyer("indiamart", "Is there a minimum order quantity?", ["/faq#minimum-order"]),
  buyer(
    "industrybuying",
    "Do you supply replacement bags for bag filters?",
    ["/service/bag-filters"],
    ["bag-filters"],
  ),
  buyer("issue", "How are payments made?", ["/faq#payment-terms"]),
  buyer("issue", "Are your products guaranteed against defects, and for how long?", ["2-5 years"]),

  // ── The company, the office, how to start ─────────────────────────────────
  buyer("issue", "Where do I start?", ["/faq#site-survey"]),
  buyer("issue", "What are your office hours?", ["9:00 AM-6:00 PM"]),
  buyer("issue", "address", [company.address.street]),
  buyer("issue", "Are you ISO certified?", [iso]),
  buyer("issue", "Which areas do you serve?", ["/faq#service-area"]),
  buyer("issue", "Do you offer AMC?", ["/faq#amc"]),
  buyer("issue", "Where is your office?", [company.address.street]),
  buyer("issue", "Do you work in Andhra Pradesh?", ["Andhra Pradesh"]),
  buyer("issue", "Show me your projects", ["/projects"]),
  buyer("industrybuying", "Are you open on Sundays?", ["/faq#hours"]),
  buyer("everest", "How many years of experience do you have?", [company.claims.years.value]),
  buyer("everest", "Who is the founder of the company?", ["/faq#founder"]),
  buyer("kirby", "Can you share references of your past projects?", ["/projects"]),
  buyer("kirby", "Who are your major clients?", ["/faq#clients"]),
  buyer("safex", "Do you have your own technicians or do you subcontract?", ["/faq#own-crews"]),
  buyer("everest", "Are your workers covered by insurance?", ["/faq#insurance"]),
  buyer("everest", "Are there any job openings?", ["/faq#careers"]),
  buyer("moglix", "How do I raise a complaint about your service?", [grievance]),
  buyer("indiamart", "How can I get a quotation?", [["1 working day", "one working day"]]),
  buyer("kirby", "Do you offer a free site survey?", ["/faq#site-survey"]),
  buyer("thermax", "How long will the installation take?", [installWeeks]),
  buyer("ksfes", "Do you work in Karnataka?", ["Karnataka"]),
  buyer("industrybuying", "Do you have a WhatsApp number?", [serviceLine]),
  buyer("moglix", "What is your customer care phone number?", [office]),

  // ── Messy input ───────────────────────────────────────────────────────────
  messy("sprinkelr instalation cost", ["/service/sprinkler-system"], ["sprinkler-system"]),
  messy(
    "pls snd quotn fr hydrnt systm asap",
    ["/service/hydrant-system", "/contact?service=hydrant-system"],
    ["hydrant-system"],
  ),
  messy("fire noc kaise milega", ["/faq#fire-noc"], FIRE),
  messy("mee office ekkada undi?", [company.address.street]),
  messy("aapka office kahan hai", [company.address.street]),
  messy("amc ka kitna kharcha hoga", ["/faq#amc"]),
  messy(
    "boiler ibr inspection kab hota hai",
    ["/faq#ibr-inspection"],
    ["boiler-mountings", "super-heater-coils"],
  ),
  messy("meeru andhra lo pani chestara?", ["/faq#service-area"]),
  messy("9848012345", ["/contact", "does not store"]),
  messy("call me on +91 98765 43210", ["/contact", "does not store"]),
  messy("ravi.kumar@gmail.com", ["/contact", "does not store"]),
  messy("👍", [["/contact", "/faq"]]),
  messy("🔥🔥🔥", [["/contact", "/faq", "/category/fire-safety"]]),
  messy("Your technician did not turn up for the AMC visit again. Very disappointed!!", [
    serviceLine,
    grievance,
    "/contact",
  ]),
  messy(
    "Hi, we are building a pharma plant in Genome Valley and need hydrant and sprinkler systems, AMC after handover and the timeline. Are you ISO certified? Please send a quotation.",
    ["/service/hydrant-system", iso, "/faq#amc", "/faq#timeline"],
    ["hydrant-system", "sprinkler-system"],
  ),
  messy("thx", [["/contact", "/faq"]]),
  messy("ok", [["/contact", "/faq"]]),
  messy("hydrant AMC chahiye urgent", ["/faq#amc", "/service/hydrant-system"], ["hydrant-system"]),
  messy("safety valve price", ["/service/valves"], ["valves", "boiler-mountings"]),
  messy("fire alarm contact number", [office], ["alarm-system"]),
  messy("sprinkler cost", ["/faq#pricing"], ["sprinkler-system"]),
  messy("ISO certfied?", [iso]),
  messy("wat r ur office timings", ["9:00 AM-6:00 PM"]),
  messy("dg set servicing", ["/service/pump-house-dg", "/faq#amc"], ["pump-house-dg"]),
  messy("emergency!! sprinkler pipe burst in our godown", [serviceLine], ["sprinkler-system"]),
  messy("fire NOC ela teesukovali?", ["/faq#fire-noc"], FIRE),

  // ── What a thing is, how two differ (issue 21) ────────────────────────────
  buyer(
    "iupac",
    "What does a bag filter actually do?",
    ["capture fine dust", "/service/bag-filters"],
    ["bag-filters"],
  ),
  buyer(
    "trenchless",
    "What is HDD, and do you use it for cable crossings?",
    [
      ["horizontal directional drilling", "Horizontal directional drilling"],
      "/service/underground-cable",
    ],
    ["underground-cable"],
  ),
  buyer(
    "screw",
    "What is a screw conveyor used for?",
    ["Screw conveyors move", "/service/screw-conveyors"],
    ["screw-conveyors"],
  ),
  buyer(
    "forbes",
    "What are super heater coils?",
    [["/service/super-heater-coils", "/service/super-heater-coils-supply"]],
    ["super-heater-coils", "super-heater-coils-supply"],
  ),
  buyer(
    "pavement",
    "What is the difference between flexible and rigid pavement?",
    [["IRC:37", "IRC:58"], "/service/roads-construction"],
    ["roads-construction"],
  ),
  buyer(
    "conveying",
    "Screw conveyor vs belt conveyor for rice husk: which suits better?",
    ["/service/screw-conveyors", "/service/fuel-conveyors"],
    ["screw-conveyors", "fuel-conveyors"],
  ),
  buyer(
    "everest",
    "HT vs LT cables, do you lay both?",
    [["33 kV", "HT, LT"]],
    ["underground-cable"],
  ),

  // ── The whole message decides (issue 21) ──────────────────────────────────
  buyer("gem", "Do you take part in government tenders for fire fighting works?", [office], FIRE),
  buyer(
    "forbes",
    "Need a safety relief valve for the steam header of our boiler",
    ["/service/valves"],
    ["valves", "boiler-mountings"],
  ),
  messy("wat is a deluge valve", ["/service/water-curtain"], ["water-curtain"]),

  // ── Commercial questions the site has no fact for (issue 21) ──────────────
  buyer(
    "freight",
    "Are transport charges extra on valve orders?",
    [office],
    ["valves", "boiler-mountings"],
  ),
  buyer(
    "moglix",
    "Do you give discounts on bulk orders of filter bags?",
    [office],
    ["bag-filters"],
  ),
  buyer("kirby", "Is the site survey chargeable?", ["free site survey"]),

  // ── Messages that are not service requests (issue 21) ─────────────────────
  other(
    "I have 4 years of experience installing sprinkler lines. Any vacancy for a fire technician?",
    ["/faq#careers"],
  ),
  other(
    "We are manufacturers of butterfly valves in Ahmedabad and would like to be your approved vendor.",
    [email],
  ),
  other("Whom should I contact in your purchase department? We deal in TMT bars and cement.", [
    email,
  ]),
  other(
    "I'm a final year mechanical student, can you send me the design calculations of a boiler chimney?",
    [email],
  ),
  other("Who won the IPL final this year?", [email]),
  other("Can you give me the customer care number of Kirloskar pumps?", [email]),
  other("Please suggest a good contractor for interior work in Hyderabad", [email]),
  other("I want to work in your company as a welder", ["/faq#careers"]),
  other("I am doing my final project on boiler efficiency, can you share some data?", [email]),
  other("We can supply fire extinguishers at wholesale rates, please share your requirement", [
    email,
  ]),
  other("Give me the phone number of the nearest fire station", [email]),
  other("What is the weather in Hyderabad today?", [email]),
  messy("fire alarm panel not working", [serviceLine], ["alarm-system"]),
  // The place the work is in is not the work asked for; a phrase decides before its word.
  buyer(
    "kirby",
    "Our PEB warehouse needs sprinklers, what type do you suggest?",
    ["/service/sprinkler-system"],
    ["sprinkler-system"],
  ),
  buyer("cbb", "Which code do you follow for chimney design?", ["IS 6533"], ["boiler-chimney"]),
  messy(
    "sir pls send rate for hydrant valves",
    [["/faq#pricing", "itemised quotation"]],
    ["hydrant-system"],
  ),
  messy("call me 9000000001 for valve order", ["/contact", "does not store"], ["valves"]),
  // An answer's links to service pages go only with a message that names those services.
  buyer("thermax", "Can your team do the work during our plant shutdown?", ["/faq#shutdown"]),
  messy("boiler chimny height norms", ["/service/boiler-chimney"], ["boiler-chimney"]),
];
