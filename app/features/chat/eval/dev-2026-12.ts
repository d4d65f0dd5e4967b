import { company, phones, warranty } from "~/content/data";
import { type EvalCase, kindMakers } from "./questions";

/*
 * DEVELOPMENT SET of December 2026 (issue 36). The December held-out set is frozen and unseen,
 * so this set is what the engine generalises against besides the tuning and November sets.
 * The questions were written first, from general industry knowledge, worded as buyers ask
 * them on public FAQ pages and in WhatsApp enquiries, weighted to technical questions about
 * civil, boiler and industrial-supply work; the grading of each answerable one was written
 * after, from what content/ says (the file is named in a comment where it is not obvious).
 * Nothing here is copied from a held-out set. The last six messages that are not requests were
 * added after the first run, to probe that kind further.
 *
 * `needs` and `services` mean what they mean in questions.ts. `first`: the reply's first
 * paragraph must say it (the answer first; an urgent message leads with the 24x7 line).
 * `forbid`: the reply must not say it.
 */

const SOURCES = {
  technical:
    "Written for issue 36's development set: a technical question as buyers ask it on public FAQ pages (what is X, why X, X or Y, which grade or standard, how long, maintenance)",
  commercial:
    "Written for issue 36's development set: a commercial question as buyers ask it on public FAQ pages",
  messy:
    "Written for issue 36's development set: a messy, Hinglish or two-question message as WhatsApp enquiries arrive",
  other:
    "Written for issue 36's development set: a message that is not a service request (job seeker, vendor, student, unrelated)",
} as const;

const { tech, trade, messy, other } = kindMakers(SOURCES);

const serviceLine = phones.service.display;
const office = phones.office.display;
const NO_COMPARISON = "do not compare";
const NO_DEFINITION = "do not explain";

const BOILER = ["super-heater-coils", "super-heater-coils-supply"];
const MOUNTINGS = ["boiler-mountings", "valves"];
const CIVIL = ["bridge-construction", "drainage-construction"];
const FIRE = ["fire-fighting-systems", "hydrant-system", "sprinkler-system", "pump-house-dg"];

export const devSet: EvalCase[] = [
  // ── Boiler work ─────────────────────────────────────────────────────────────
  tech("what are boiler mountings", ["safety valves", "/service/boiler-mountings"], MOUNTINGS, {
    forbid: [NO_DEFINITION],
  }),
  tech(
    "difference between boiler mountings and accessories",
    ["keep it safe to operate", "/service/boiler-mountings"],
    MOUNTINGS,
  ),
  tech("Which tube material is used for superheater coils?", ["SA 213"], BOILER),
  tech("why do super heater coils fail", ["creep"], BOILER),
  tech("How tall should a boiler chimney be?", ["CPCB formula"], ["boiler-chimney"]),
  tech(
    "what is acid dew point corrosion in air preheater",
    [["thicker tubes", "enamelled"]],
    ["air-pre-heater"],
  ),
  tech("what is the purpose of air preheater in a boiler", ["combustion air"], ["air-pre-heater"], {
    first: "combustion air",
  }),
  tech("what is a bag filter used for in boiler", ["fine dust"], ["bag-filters"]),
  // The content says nothing of how long a bag lasts: the sales team's contacts.
  tech("how long do filter bags last", [[office, "/contact"]], ["bag-filters"]),
  tech("which media are filter bags made of", ["PTFE"], ["bag-filters"]),
  tech("boiler chimney MS or RCC which is better", ["MS chimneys"], ["boiler-chimney"]),
  tech(
    "is IBR approval needed for superheater coil replacement",
    [["Indian Boiler Regulations", "IBR certification"]],
    BOILER,
  ),
  tech("what is hydraulic test of boiler coils", ["hydrostatic"], BOILER),
  tech("How often should boiler safety valves be tested?", ["annual"], MOUNTINGS),
  tech("what is a fusible plug", ["/service/boiler-mountings"], MOUNTINGS),
  tech(
    "screw conveyor vs belt conveyor for biomass",
    ["enclosed", "Belt conveyors"],
    ["screw-conveyors", "fuel-conveyors"],
    { forbid: [NO_COMPARISON] },
  ),
  tech("bucket elevator capacity kitna hota hai", ["150 TPH"], ["fuel-conveyors"]),

  // ── Civil work ──────────────────────────────────────────────────────────────
  tech("what is a PEB building", ["pre-engineered"], ["building-construction"]),
  tech(
    "flexible pavement vs rigid pavement which is better for factory roads",
    ["life-cycle cost"],
    ["roads-construction"],
  ),
  tech("which grade of concrete is used for rigid factory roads", ["M40"], ["roads-construction"]),
  tech("Which IRC code is used for minor bridge design?", ["IRC:6"], ["bridge-construction"]),
  tech("what is a box culvert", ["culvert"], CIVIL),
  tech(
    "bridge or culvert, which one do we need for a plant road crossing",
    ["culvert", "bridge"],
    CIVIL,
    { forbid: [NO_COMPARISON] },
  ),
  tech(
    "why is soil investigation needed before building a bridge",
    ["geotechnical investigation"],
    ["bridge-construction"],
  ),
  tech(
    "what is HDD method for cable laying",
    ["horizontal directional drilling"],
    ["underground-cable"],
  ),
  tech(
    "how are underground cables protected in the trench",
    ["sand bedding"],
    ["underground-cable"],
  ),
  tech(
    "why storm water drains are needed in a factory",
    [["run-off", "floods"]],
    ["drainage-construction"],
  ),
  tech("what concrete grade do you use for factory buildings", ["M25"], ["building-construction"]),

  // ── Fire work ───────────────────────────────────────────────────────────────
  tech(
    "difference between hydrant and sprinkler system",
    ["hydrant", "at its source"],
    ["hydrant-system", "sprinkler-system"],
  ),
  tech("what is a jockey pump", ["keeps the network pressurised"], ["pump-house-dg"], {
    forbid: [NO_DEFINITION],
  }),
  tech("why diesel engine pump is needed in fire pump room", ["standby"], ["pump-house-dg"], {
    forbid: ["breakdown"],
  }),
  tech("what is a water curtain system", ["drencher"], ["water-curtain"]),
  tech("addressable vs conventional fire alarm", ["exact device", "zone-wise"], ["alarm-system"]),
  tech("How often should fire extinguisher be refilled", [["every quarter", "are due"]], FIRE),
  tech("which standard is used for sprinkler design in india", ["IS 15105"], FIRE),
  tech(
    "what gas is used in clean agent suppression system",
    [["HFC-227ea", "FK-5-1-12", "inert gas"]],
    ["suppression-system"],
  ),

  // ── Industrial supply ───────────────────────────────────────────────────────
  tech("which valves are suitable for steam lines", ["IBR"], ["valves"]),
  tech("gate valve vs globe valve", ["gate", "globe", "/service/valves"], ["valves"]),
  tech("what is WCB in valve body", ["carbon steel WCB"], ["valves"]),
  tech("what sizes of butterfly valves do you supply", ["15 mm to 600 mm"], ["valves"]),

  // ── Commercial questions ────────────────────────────────────────────────────
  trade("how much for 2 km factory road", ["itemised quotation"], ["roads-construction"]),
  trade("Do you work in Karnataka?", ["Karnataka"]),
  trade("which certifications does your company have", ["ISO"]),
  trade("how long does a PEB factory building take", ["weeks"], ["building-construction"]),
  trade("what is included in fire AMC", ["quarterly"], FIRE),

  // ── Urgent, in Hinglish and English ─────────────────────────────────────────
  messy("boiler tube leak ho gaya hai plant band hai jaldi aao", [serviceLine], BOILER, {
    first: serviceLine,
  }),
  messy("fire pump chal nahi raha urgent help chahiye", [serviceLine], FIRE, {
    first: serviceLine,
  }),
  messy("hydrant line burst in our factory, need someone today", [serviceLine], FIRE, {
    first: serviceLine,
  }),
  messy("sir plant mein coal conveyor belt toot gaya, urgent", [serviceLine], ["fuel-conveyors"], {
    first: serviceLine,
  }),
  messy("How fast can your team reach site in an emergency?", [serviceLine], [], {
    first: serviceLine,
  }),

  // ── Two questions in one message ────────────────────────────────────────────
  messy(
    "do you give AMC for fire alarm? and what is the warranty",
    ["quarterly", `warranty of ${warranty}`],
    ["alarm-system", ...FIRE],
  ),
  messy(
    "what is your lead time for bag filters and do you deliver to Vizag?",
    ["weeks", "Visakhapatnam"],
    ["bag-filters"],
  ),
  messy("gst invoice milega? payment terms kya hai?", ["GST", "Payment terms"]),
  messy(
    "Do you do IBR registration? also how long does it take",
    ["boilers department", "weeks"],
    BOILER,
  ),
  messy(
    "valvs ka warenty kitna? aur delivery kab tak",
    [`warranty of ${warranty}`, "weeks"],
    ["valves"],
  ),

  // ── Not service requests ────────────────────────────────────────────────────
  other("I am civil engineer fresher, any job opening?", ["/faq#careers"]),
  other("We are manufacturer of MS pipes, want to become your vendor", [company.email]),
  other("I am a BTech student, need internship in boiler department", [company.email]),
  other("What is the capital of Australia", [company.email]),
  other("Can you share L&T contact number", [company.email]),
  other("final year project on fire safety, can you share data for my report", [company.email]),
  other(
    "I have 3 years experience in road construction and HDD cable laying, looking for opportunity",
    ["/faq#careers"],
  ),
  other(
    "Our company manufactures fire hydrant valves and hose reels. We would like to be your supplier",
    [company.email],
  ),
  other("Sir I am final year civil student, doing project on storm water drainage, please guide", [
    company.email,
  ]),
  other("Hiring? I'm a certified fire alarm technician", ["/faq#careers"]),
  other("Can you give me the Thermax service engineer's number?", ["own contacts"]),
  other("my geyser at home is not heating water", [company.email]),
];
