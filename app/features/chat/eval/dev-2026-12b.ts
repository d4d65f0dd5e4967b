import { phones } from "~/content/data";
import { type CaseExtra, type EvalCase, kindMakers } from "./questions";

/*
 * DEVELOPMENT SET B of December 2026 (issue 36), written by someone who had not read the chat
 * engine, its vocabulary (content/chat-intents.yaml), any earlier evaluation set or any held-out
 * set. Only the EvalCase type (questions.ts) and the helpers at the head of dev-2026-12.ts were
 * read, so that this file has the same shape.
 *
 * How it was written: first the messages, from general industry knowledge, worded as buyers ask
 * on public FAQ pages, forums and WhatsApp, before content/ was read: technical questions on
 * civil, boiler, industrial-supply and fire work (what is X, why X, X or Y, which grade or
 * standard, how long), commercial questions, urgent breakdowns, messy messages (typos,
 * Hinglish, shouting, two questions in one, one word) and messages that are not service
 * requests. Then content/ (services, categories, faq, projects, company.yaml, pages, chat.yaml)
 * was read and each message graded from it; the file that answers is named beside each
 * grading. Three buyer messages were added after content was read, to reach ninety buyer
 * questions; they are marked "added after reading content".
 *
 * Where content/ has no answer (many grades, standards and comparisons that buyers ask about,
 * e.g. flanges, gaskets, pipes, refractory, economisers, waterproofing), the case is marked
 * "unanswerable from content" and graded only on honesty: the reply must point to contact
 * (the /contact quick reply, or the office line). `services` lists the pages a reply may offer
 * without being wrong; offering a page about the wrong thing, or any page to a message that is
 * not a request, is wrong. `first` is used only for urgent breakdowns: the reply's first
 * paragraph must give the 24x7 Service & WhatsApp line (company.yaml, faq/breakdown-line.yaml).
 *
 * Needs avoid the engine's own phrasing: each is a distinctive word or short phrase of the
 * content sentence that answers, and an alternative list accepts en dashes and British or
 * American spelling where the reply could reasonably show either.
 */

const SOURCES = {
  technical:
    "Written for issue 36's development set B: a technical question as buyers ask it on public FAQ pages and forums (what is X, why X, X or Y, which grade or standard, how long)",
  commercial:
    "Written for issue 36's development set B: a commercial or urgent question as buyers ask it on public FAQ pages and WhatsApp",
  messy:
    "Written for issue 36's development set B: a messy, Hinglish, shouted, very short or two-question message as WhatsApp enquiries arrive",
  other:
    "Written for issue 36's development set B: a message that is not a service request (job seeker, intern, vendor, student, complaint, unrelated)",
} as const;

const { tech, trade, messy, other } = kindMakers(SOURCES);

const serviceLine = phones.service.display;
const office = phones.office.display;
/** The honest answer where content/ has none: say so and point to the team. */
const CONTACT: EvalCase["needs"] = [["/contact", office]];
const URGENT: CaseExtra = { first: serviceLine };

const TWO_TO_FIVE_YEARS = ["2-5 years", "2–5 years", "2 to 5 years"];
const TIMELINE = ["2-4 weeks", "2–4 weeks", "1-6 weeks", "1–6 weeks", "6 to 18 months"];
const QUOTE_AFTER_SURVEY = ["site survey", "itemised quotation", "itemized quotation"];
const OFF_TOPIC = ["only help", "can only"];

const FIRE = [
  "fire-fighting-systems",
  "hydrant-system",
  "sprinkler-system",
  "alarm-system",
  "pump-house-dg",
];
const COILS = ["super-heater-coils", "super-heater-coils-supply"];
const BOILER = ["air-pre-heater", "boiler-chimney", ...COILS, "boiler-mountings"];

export const devSetB: EvalCase[] = [
  // ───────────── Buyer, technical: civil [civil] ─────────────
  // services/building-construction: both built, no comparison in content
  tech(
    "What is the difference between RCC and PEB for a factory shed?",
    ["pre-engineered", "/service/building-construction"],
    ["building-construction"],
  ),
  // unanswerable from content (no PEB vs conventional steel comparison)
  tech(
    "Why do people go for pre-engineered buildings instead of conventional steel structures?",
    CONTACT,
    ["building-construction"],
  ),
  // services/building-construction: "Design-mix M25 and M30 concrete"
  tech(
    "Which grade of concrete do you use for industrial flooring, M25 or M30?",
    [["design-mix", "design mix"]],
    ["building-construction"],
  ),
  // unanswerable from content (VDF flooring not mentioned)
  tech("What is VDF flooring and why is it used in warehouses?", CONTACT, [
    "building-construction",
  ]),
  // unanswerable from content (no trimix or epoxy)
  tech("Trimix flooring vs epoxy flooring, which is better for a pharma plant?", CONTACT, [
    "building-construction",
  ]),
  // faq/timeline (2-4 weeks design, 1-6 weeks installation; projects 6 to 18 months)
  tech(
    "How long does it take to construct a PEB warehouse of 20,000 sq ft?",
    [TIMELINE],
    ["building-construction"],
  ),
  // unanswerable from content (machine foundations not described)
  tech(
    "What type of foundation is used for heavy machinery like presses and compressors?",
    CONTACT,
    ["building-construction"],
  ),
  // services/bridge-construction: "Open or pile, chosen after a geotechnical investigation"
  tech(
    "Do you do pile foundations for black cotton soil?",
    [["geotechnical investigation", "geotechnical"]],
    ["bridge-construction", "building-construction"],
  ),
  // services/bridge-construction (box culverts) + services/drainage-construction (NP3 RCC pipe culverts to IS 458)
  tech(
    "What is the difference between a box culvert and a pipe culvert?",
    ["box culvert", ["NP3", "IS 458"]],
    ["bridge-construction", "drainage-construction"],
  ),
  // unanswerable from content (retaining walls not mentioned)
  tech("Why is a retaining wall needed on a sloping plot?", CONTACT, ["building-construction"]),
  // unanswerable from content
  tech(
    "Gravity retaining wall or RCC cantilever retaining wall, which one should we choose?",
    CONTACT,
    ["building-construction"],
  ),
  // unanswerable from content (waterproofing not mentioned)
  tech("What waterproofing treatment do you use for roof terraces of factory buildings?", CONTACT, [
    "building-construction",
  ]),
  // unanswerable from content
  tech(
    "Crystalline waterproofing or membrane waterproofing for a basement, which is better?",
    CONTACT,
    ["building-construction"],
  ),
  // services/roads-construction: "choosing the option with the lower life-cycle cost"
  tech(
    "Bitumen road or concrete road for factory internal roads?",
    [["life-cycle cost", "life cycle cost"]],
    ["roads-construction"],
  ),
  // services/roads-construction: "wet mix macadam" (WBM not in content)
  tech(
    "What is WBM and WMM in road construction?",
    [["wet mix macadam", "GSB"]],
    ["roads-construction"],
  ),
  // services/drainage-construction: contour survey, rainfall intensity, peak run-off
  tech(
    "How do you design storm water drainage for an industrial plot?",
    [["peak run-off", "peak runoff", "rainfall intensity"]],
    ["drainage-construction"],
  ),
  // services/building-construction: IS 456, IS 800, IS 875, IS 1893
  tech(
    "Do you follow IS 456 for RCC design?",
    ["IS 456", ["IS 875", "IS 1893", "IS 800"]],
    ["building-construction"],
  ),
  // unanswerable from content (no spans given)
  tech(
    "What is the maximum clear span possible in a PEB shed without intermediate columns?",
    CONTACT,
    ["building-construction"],
  ),
  // services/roads-construction (subgrade CBR tests) + services/bridge-construction (geotechnical investigation)
  tech(
    "Do you do soil testing before starting foundation work?",
    [["geotechnical", "CBR"]],
    ["building-construction", "roads-construction", "bridge-construction"],
  ),
  // services/drainage-construction: "RCC box drains, precast U-drains and covered drains"
  tech(
    "Precast drains or cast-in-situ drains, what is the difference?",
    [["U-drain", "U drain"]],
    ["drainage-construction"],
  ),
  // unanswerable from content (compound walls, security cabins not mentioned)
  tech("Can you build compound walls and security cabins for our plant?", CONTACT, [
    "building-construction",
  ]),
  // unanswerable from content (curing not mentioned)
  tech(
    "What is the curing period for a new concrete floor before forklifts can move on it?",
    CONTACT,
    ["building-construction"],
  ),

  // ───────────── Buyer, technical: boiler [boiler] ─────────────
  // faq/ibr-registration, services/boiler-mountings: "Indian Boiler Regulations, 1950"; registration by the state's boilers department
  tech(
    "What is IBR and does my boiler need IBR approval?",
    ["Indian Boiler Regulations", ["boilers department", "registered"]],
    BOILER,
  ),
  // unanswerable from content (no economiser in content)
  tech("What is an economiser and why is it used in a boiler?", CONTACT, ["air-pre-heater"]),
  // services/air-pre-heater: warms combustion air; about 1% per 20 °C
  tech(
    "Why is an air preheater installed in a boiler?",
    ["combustion air", ["20 °C", "20°C", "one per cent", "1%"]],
    ["air-pre-heater"],
  ),
  // services/super-heater-coils: "run at the highest metal temperatures in a boiler" (what it does: only partly)
  tech(
    "What does a superheater do in a boiler?",
    [["highest metal temperature", "steam temperature"]],
    COILS,
  ),
  // services/super-heater-coils: "T11, T22 or T91 ... to suit the steam temperature at each bank"
  tech(
    "T11 or T22 tubes for the superheater, which grade should we use?",
    ["steam temperature"],
    COILS,
  ),
  // services/super-heater-coils: "alloy steel SA 213 ... carbon steel SA 210"
  tech(
    "What is the difference between SA 210 and SA 213 boiler tubes?",
    ["carbon steel", "alloy steel"],
    COILS,
  ),
  // unanswerable from content (refractory not mentioned)
  tech("What is refractory work in boilers and how often should it be redone?", CONTACT, []),
  // unanswerable from content
  tech("Castable refractory or firebricks, which one for the furnace?", CONTACT, []),
  // services/super-heater-coils (1.5 times design pressure), faq/ibr-inspection (annual boiler inspection); frequency only partly
  tech(
    "How often is a boiler hydro test required?",
    [["annual", "1.5 times"]],
    [...COILS, "boiler-mountings"],
  ),
  // services/super-heater-coils: "hydrostatically tested at 1.5 times the design pressure"
  tech("At what pressure is the hydrostatic test of boiler tubes done?", ["1.5 times"], COILS),
  // services/super-heater-coils, faq/shutdown: coils erected during the planned shutdown
  tech("Do you replace boiler tubes? How long does retubing take?", ["shutdown"], COILS),
  // services/boiler-mountings: safety valves, water level gauges, blow-down, feed check...
  tech(
    "What are boiler mountings and accessories?",
    [["safety valve"], ["water level gauge", "feed check", "blow-down"]],
    ["boiler-mountings"],
  ),
  // services/boiler-mountings, faq/ibr-inspection: set and float safety valves at the annual inspection
  tech(
    "How often should boiler safety valves be tested and set?",
    [
      ["float", "floated"],
      ["annual", "inspector"],
    ],
    ["boiler-mountings"],
  ),
  // services/boiler-chimney: stack height by the CPCB formula for the SO₂ load
  tech(
    "What height should a boiler chimney be?",
    ["CPCB", ["sulphur dioxide", "SO₂", "SO2"]],
    ["boiler-chimney"],
  ),
  // unanswerable from content (no boiler type comparison)
  tech("Fire tube or water tube boiler, which is better for 10 TPH?", CONTACT, []),
  // unanswerable from content (boiler erection not offered; chimneys and coils are erected)
  tech("Do you do complete boiler erection and commissioning?", CONTACT, BOILER),
  // unanswerable from content
  tech("What is the difference between IBR and non-IBR boilers?", CONTACT, ["boiler-mountings"]),
  // unanswerable from content
  tech("Can you convert our coal-fired boiler to biomass firing?", CONTACT, ["fuel-conveyors"]),
  // unanswerable from content (no ID or FD fans)
  tech("What is an ID fan and an FD fan in a boiler?", CONTACT, []),
  // faq/shutdown: replacement blocks pre-assembled and tested in our works
  tech(
    "Do you do boiler annual shutdown maintenance?",
    [["pre-assembled", "planned shutdown"]],
    BOILER,
  ),
  // services/super-heater-coils: "failures from creep, overheating and erosion"
  tech(
    "Why do boiler tubes fail, what causes tube leakage?",
    [["creep", "overheating", "erosion"]],
    COILS,
  ),
  // faq/ibr-registration: registration granted by the state's boilers department after its inspection
  tech(
    "Do you handle boiler registration and inspection with the Boilers department?",
    [["boilers department", "boiler inspector"]],
    ["boiler-mountings", ...COILS],
  ),

  // ───────────── Buyer, technical: industrial supply [supply] ─────────────
  // services/valves: types listed; "our engineers help select the right valve type" (no comparison)
  tech(
    "Gate valve or globe valve, what is the difference?",
    [["select", "selection"], "/service/valves"],
    ["valves"],
  ),
  // services/valves (as above)
  tech(
    "Ball valve vs butterfly valve for water lines?",
    [["select", "selection"], "/service/valves"],
    ["valves"],
  ),
  // unanswerable from content (pipes are not a supply line)
  tech("What is the difference between ERW and seamless pipes?", CONTACT, []),
  // unanswerable from content
  tech("Which pipe grade do you recommend for steam lines, A106 Gr B?", CONTACT, ["valves"]),
  // unanswerable from content (valve bodies CF8/CF8M only)
  tech("What is the difference between SS304 and SS316?", CONTACT, ["valves"]),
  // unanswerable from content (flanges not supplied)
  tech("Which flange standards do you supply, ANSI B16.5 or IS 6392?", CONTACT, ["valves"]),
  // unanswerable from content
  tech("Slip-on flange vs weld neck flange, which one for 16 bar?", CONTACT, []),
  // unanswerable from content (gaskets not mentioned)
  tech("Which gasket for steam lines: spiral wound or CAF?", CONTACT, []),
  // services/valves, faq/ibr-materials: "IBR certification for steam service"
  tech(
    "Do you supply IBR valves and fittings with Form IIIC?",
    ["IBR certification"],
    ["valves", "boiler-mountings"],
  ),
  // unanswerable from content (pumps only as fire pumps)
  tech("Centrifugal pump or submersible pump for a borewell?", CONTACT, []),
  // faq/ibr-materials: "mill test certificates"
  tech(
    "Do you provide mill test certificates (MTC) with the material?",
    [["mill test certificate"]],
    ["valves", "super-heater-coils-supply", "boiler-mountings"],
  ),
  // services/valves: "sourced from established Indian manufacturers"
  tech("Which brands of valves do you supply?", ["Indian manufacturers"], ["valves"]),
  // unanswerable from content
  tech("What is schedule 40 vs schedule 80 pipe?", CONTACT, []),
  // unanswerable from content (fittings not supplied)
  tech("Do you supply forged fittings, socket weld and threaded?", CONTACT, ["valves"]),

  // ───────────── Buyer, technical: fire [fire] ─────────────
  // services/hydrant-system ("within reach of a hose line") + services/sprinkler-system ("controls a fire at its source")
  tech(
    "What is the difference between a fire hydrant system and a sprinkler system?",
    ["at its source", "hose"],
    FIRE,
  ),
  // unanswerable from content (only wet risers; no dry riser)
  tech("Wet riser vs dry riser, which one do we need?", CONTACT, [
    "hydrant-system",
    "fire-fighting-systems",
  ]),
  // unanswerable from content (no extinguisher types)
  tech("Which fire extinguisher is right for electrical fires, CO2 or ABC?", CONTACT, [
    "fire-fighting-systems",
    "suppression-system",
  ]),
  // faq/extinguishers: "inspect your extinguishers every quarter and refill extinguishers that have been used or are due"
  tech(
    "How often should fire extinguishers be refilled?",
    [
      ["quarter", "quarterly"],
      ["used or are due", "due"],
    ],
    ["fire-fighting-systems"],
  ),
  // services/alarm-system: addressable shows the exact device; conventional zone-wise for smaller premises
  tech(
    "Conventional or addressable fire alarm system, which should we choose?",
    [
      ["exact device", "device in alarm"],
      ["zone-wise", "zone wise"],
    ],
    ["alarm-system"],
  ),
  // services/pump-house-dg: "a jockey pump that keeps the network pressurised"
  tech(
    "What is a jockey pump in a fire pump room?",
    [["pressurised", "pressurized"]],
    ["pump-house-dg"],
  ),
  // faq/fire-noc: "hydraulic design and drawings for your fire NOC application"
  tech(
    "Do you help with getting the fire NOC from the fire department?",
    ["hydraulic design"],
    ["fire-fighting-systems"],
  ),
  // services/sprinkler-system: IS 15105 and NFPA 13, hazard classes
  tech(
    "What does NBC 2016 require for sprinklers in a factory?",
    [["IS 15105", "NFPA 13"], ["hazard"]],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  // services/pump-house-dg: diesel standby pump of the same capacity; DG keeps pumps running in a grid outage
  tech(
    "Diesel fire pump vs electric fire pump, why do we need both?",
    ["standby", ["same capacity", "grid outage"]],
    ["pump-house-dg"],
  ),
  // faq/amc: quarterly inspections and dated service records
  tech(
    "Do you do fire AMC for factories?",
    [
      ["quarterly", "every quarter"],
      ["service records", "service record"],
    ],
    FIRE,
  ),
  // faq/timeline
  tech(
    "How long does a hydrant system installation take for a factory?",
    [TIMELINE],
    ["hydrant-system", "fire-fighting-systems"],
  ),

  // ───────────── Buyer, commercial [company unless tagged] ─────────────
  // [civil] faq/pricing: itemised quotation after a free site survey
  trade(
    "How much does a PEB shed cost per square foot?",
    [QUOTE_AFTER_SURVEY],
    ["building-construction"],
  ),
  // [supply] unanswerable from content (MS pipe not a supply line)
  trade("Can I get a quotation for 200 metres of 4 inch MS pipe?", CONTACT, []),
  // company.yaml warranty, faq/warranty
  trade("What is the warranty on your work?", [TWO_TO_FIVE_YEARS]),
  // [supply] unanswerable from content (no valve delivery times)
  trade("What is the delivery time for valves?", CONTACT, ["valves"]),
  // faq/service-area: Visakhapatnam and Sri City among the sites
  trade("Do you deliver and work outside Hyderabad, for example in Vizag?", [
    ["Visakhapatnam", "Andhra Pradesh", "South India"],
  ]),
  // unanswerable from content (registrations: {} in company.yaml; no GeM)
  trade("Are you registered on GeM? Can you take up government tenders?", CONTACT),
  // faq/iso
  trade("Do you have ISO certification?", ["9001"]),
  // faq/payment-terms: set out in each quotation
  trade("What are your payment terms?", ["quotation", ["/contact", office]]),
  // faq/site-survey: "We offer a free site survey"
  trade("Do you do a site visit free of cost before quoting?", ["free site survey"]),
  // [supply] faq/minimum-order: quotation states what and how much; flanges themselves not in content
  trade("What is the minimum order quantity for flanges?", ["quotation", ["/contact", office]]),
  // faq/gst-invoice: "set out in its quotation"
  trade("Is GST included in the price?", ["quotation"]),
  // faq/clients
  trade("Who are your past clients?", [
    ["Sri Venkateswara Paper Mills", "Manjeera Sugars", "Sri Lakshmi Ganapathi", "Vizag Coastal"],
  ]),
  // faq/experience
  trade("How many years of experience does your company have?", [["2009", "15+"]]),
  // faq/office, faq/hours
  trade("What are your working hours and office address?", ["Cherlapally"]),
  // faq/own-crews: "our own trained crews" (added after reading content)
  trade("Do you do the work with your own people or subcontract it?", [
    ["own trained crews", "own crews"],
  ]),
  // [civil] faq/running-plant: phases, permit-to-work (added after reading content)
  trade(
    "Can you do the civil work inside our plant without stopping production?",
    [["permit-to-work", "in phases"]],
    ["building-construction"],
  ),

  // ───────────── Buyer, urgent breakdowns (24x7 line from company.yaml, faq/breakdown-line) ─────────────
  // [boiler] faq/urgent-spares: stocks of common tube sizes
  trade(
    "URGENT our boiler tube burst, plant stopped, need someone today",
    [serviceLine, ["stock", "stocks"]],
    [...COILS],
    URGENT,
  ),
  // [fire]
  trade(
    "Fire pump not starting and fire inspection is tomorrow, please help immediately",
    [serviceLine],
    ["pump-house-dg", "fire-fighting-systems"],
    URGENT,
  ),
  // [boiler]
  trade(
    "Safety valve popping continuously on our boiler, what to do, send engineer asap",
    [serviceLine],
    ["boiler-mountings"],
    URGENT,
  ),
  // [civil] 24x7 line only; retaining walls not in content
  trade(
    "Our retaining wall cracked after the rain and soil is sliding, emergency",
    [serviceLine],
    ["building-construction"],
    URGENT,
  ),
  // [supply]
  trade(
    "Need a 6 inch gate valve urgently by tonight, steam line is leaking",
    [serviceLine],
    ["valves"],
    URGENT,
  ),
  // [fire]
  trade(
    "Fire alarm panel beeping all night showing fault, need a technician now",
    [serviceLine],
    ["alarm-system"],
    URGENT,
  ),
  // [fire] faq/sprinkler-discharge: shut the zone's control valve (added after reading content)
  trade(
    "A sprinkler head burst in our godown, water everywhere, what do we do??",
    [serviceLine, "control valve"],
    ["sprinkler-system"],
    URGENT,
  ),

  // ───────────── Messy ─────────────
  // [boiler] unanswerable from content (economiser)
  messy("boilr economizer kya hota hai", CONTACT, ["air-pre-heater"]),
  // [civil] faq/pricing
  messy("peb shed ka rate kya hai per sqft??", [QUOTE_AFTER_SURVEY], ["building-construction"]),
  // [fire] faq/quotation: reply within one working day; free site survey
  messy(
    "HYDRANT SYSTEM QUOTE NEEDED ASAP",
    [["one working day", "site survey"], "/contact"],
    ["hydrant-system", "fire-fighting-systems"],
  ),
  // [supply] services/valves
  messy("valve", ["/service/valves"], ["valves", "boiler-mountings"]),
  // [company] faq/pricing
  messy("price?", [["site survey", "quotation"]]),
  // [fire] faq/quotation (extinguishers are part of fire-fighting-systems)
  messy(
    "sir pls send quotation for fire extinguisher 10 nos abc 6kg",
    ["/contact"],
    ["fire-fighting-systems"],
  ),
  // [civil] flooring is in building-construction; waterproofing unanswerable from content
  messy(
    "do u do waterproofing n also flooring",
    [["/service/building-construction", "/contact"]],
    ["building-construction"],
  ),
  // [supply] services/valves: selection support
  messy("wat is diffrence btwn gate vlve n globe valve", ["/service/valves"], ["valves"]),
  // [boiler] services/super-heater-coils (1.5 times), faq/ibr-inspection (annual inspection)
  messy(
    "bhai boiler ka hydro test kab karna hota hai",
    [["annual", "1.5 times"]],
    [...COILS, "boiler-mountings"],
  ),
  // [fire] two questions: faq/fire-noc + faq/timeline
  messy(
    "fire noc chahiye factory ke liye, kitna time lagega",
    ["hydraulic design", TIMELINE],
    ["fire-fighting-systems"],
  ),
  // [company] chat.yaml greeting
  messy("hi", [["fire safety", "civil", "boiler"]]),
  // [civil] unanswerable from content (retaining walls)
  messy("need retaing wall for my plot in shamshabad", CONTACT, ["building-construction"]),
  // [supply] two questions: flanges unanswerable from content; warranty from company.yaml
  messy(
    "can u supply ss316 flanges and whats ur warranty",
    [TWO_TO_FIVE_YEARS, ["/contact", office]],
    ["valves"],
  ),
  // [supply] services/super-heater-coils-supply, faq/urgent-spares: stocks of common tube sizes
  messy("Superheater tubes T22 available? urgent", ["T22", ["stock", "stocks"]], COILS),
  // [civil] two questions: services/roads-construction + faq/timeline
  messy(
    "RCC road or bitumen road which cheaper and how long it take",
    [["life-cycle", "life cycle"], TIMELINE],
    ["roads-construction"],
  ),
  // [boiler] faq/ibr-registration
  messy(
    "ibr boiler registration help?? telangana",
    [["boilers department"]],
    ["boiler-mountings", ...COILS],
  ),
  // [fire] faq/pricing
  messy(
    "sprinklr instalation cost for godown 10000 sqft",
    [QUOTE_AFTER_SURVEY],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  // [company] chat.yaml thanks
  messy("ok thanks", [["welcome", "glad", "anything else"]]),
  // [company] faq/contact
  messy("contact number?", [office]),
  // [company] faq/office + faq/iso or faq/experience
  messy("is ur company legit? where is office", ["Cherlapally", ["9001", "2009", "500+"]]),
  // [boiler] unanswerable from content (refractory)
  messy("hello sir boiler refractory work karte ho kya", CONTACT, []),
  // [civil] services/building-construction
  messy("PEB vs RCC???", ["/service/building-construction"], ["building-construction"]),

  // ───────────── Not service requests (chat.yaml replies, faq/careers, faq/grievance) ─────────────
  // faq/careers
  other("I am a mechanical engineer with 3 years experience, any job openings?", [
    ["CV", "careers"],
  ]),
  // faq/careers, chat.yaml student
  other("Looking for an internship in civil engineering for 2 months", [
    ["internship", "careers", "CV"],
  ]),
  // chat.yaml vendor: purchase team
  other("We are manufacturers of valves and want to become your vendor", ["purchase"]),
  // chat.yaml student
  other("I am a final year student, need help with my project on fire safety", [
    ["do not share", "careers", "internship"],
  ]),
  // chat.yaml student: do not share drawings
  other("Can you share your boiler design drawings for my college project?", ["do not share"]),
  // chat.yaml offTopic
  other("What is the weather in Hyderabad today?", [OFF_TOPIC]),
  // faq/grievance, chat.yaml complaint
  other("Your site engineer did not come on time, very bad service", [["Grievance", "grievance@"]]),
  // chat.yaml offTopic
  other("Do you sell fire crackers?", [[...OFF_TOPIC, "do not", "don't"]]),
  // chat.yaml vendor
  other("I want to sell you scrap steel", ["purchase"]),
  // faq/careers
  other("Is there any vacancy for a welder?", [["CV", "careers"]]),
  // chat.yaml offTopic
  other("Can you write me a poem?", [OFF_TOPIC]),
  // chat.yaml vendor
  other("We offer digital marketing and SEO services for your website", [
    ["purchase", ...OFF_TOPIC],
  ]),
  // chat.yaml offTopic or faq/careers
  other("How to make a resume for a civil engineer job?", [[...OFF_TOPIC, "careers", "CV"]]),
  // chat.yaml offTopic
  other("Who is the prime minister of India?", [OFF_TOPIC]),
  // faq/gst-invoice, faq/grievance
  other("The invoice you sent has the wrong GST number, please correct it", [
    [office, "grievance", "/contact"],
  ]),
  // chat.yaml offTopic
  other("I want to rent a house in Hyderabad", [OFF_TOPIC]),
];
