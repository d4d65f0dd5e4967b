import { midSentence, sentences } from "~/lib/text";
import { about } from "./about";
import { company, email, hours, phones } from "./company";
import type { Faq, FaqEntry, FaqLink } from "./faq-schema";
import { serviceSteps } from "./home";
import { contactCardsCopy } from "./pages/contact-cards";
import { projectPath } from "./paths";
import { projects } from "./projects";
import { services } from "./services";
import type { EnquiryTopic } from "./topics";

// Figures and standards are read from the content modules, never typed here (faq.test.ts checks).

/** Repeats topics.ts's contactHref: importing it here would split it into a chunk of its own. */
export function contactPath(choice: { service: string } | { topic: EnquiryTopic }): string {
  const [key, value] = "service" in choice ? ["service", choice.service] : ["topic", choice.topic];
  return `/contact?${new URLSearchParams({ [key]: value }).toString()}`;
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`FAQ: no ${what} in the content`);
  return value;
}

function service(id: string) {
  return must(
    services.find((s) => s.id === id),
    `service ${id}`,
  );
}

function feature(id: string, words: string): string {
  return must(
    service(id).features.find((f) => f.includes(words)),
    `feature "${words}" of ${id}`,
  );
}

function sentence(id: string, words: string): string {
  return must(
    service(id)
      .fullDescription.flatMap(sentences)
      .find((s) => s.includes(words)),
    `sentence "${words}" of ${id}`,
  );
}

function step(title: (typeof serviceSteps)[number]["title"]) {
  return must(
    serviceSteps.find((s) => s.title === title),
    `service step ${title}`,
  );
}

function stepFeature(title: (typeof serviceSteps)[number]["title"], words: string): string {
  return must(
    step(title).features.find((f) => f.includes(words)),
    `feature "${words}" of ${title}`,
  );
}

const list = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const { office, service: serviceLine } = phones;
const { claims, address, grievanceOfficer } = company;
const certification = company.certifications.join(", ");
const openingHours = list(hours.map((h) => `${h.days} ${h.label}`));
const reachSales = `call our sales team on ${office.display}, e-mail ${email} or send an enquiry`;
const breakdownLine = `our ${serviceLine.label} line, ${serviceLine.display}`;
const { warranty } = company;
const certifiedIn = must(
  about.milestones.find((m) => m.event.includes(certification)),
  "certification milestone",
).year;
const durations = projects.map((p) => p.durationMonths);
const namedClients = projects.map((p) => p.client).filter((client) => !/^An? /.test(client));

const page = (id: string): FaqLink => ({ label: service(id).title, to: `/service/${id}` });
const enquire = (id: string, label = "Enquire Now"): FaqLink => ({
  label,
  to: contactPath({ service: id }),
});
const CONTACT: FaqLink = { label: "Contact Us", to: "/contact" };
const QUOTE: FaqLink = { label: "Get a Quote", to: "/contact" };
const MAINTENANCE: FaqLink = {
  label: "Ask about an AMC",
  to: contactPath({ topic: "Maintenance Services" }),
};
const CONSULTATION: FaqLink = {
  label: "Free Consultation",
  to: contactPath({ topic: "Consultation" }),
};

const entries: FaqEntry[] = [
  // ── Fire safety approvals ──────────────────────────────────────────────────
  {
    id: "fire-noc",
    section: "fire",
    label: "Fire NOC support",
    question: "Do you help us get a fire NOC for our building?",
    answer: `Yes. ${sentence("fire-fighting-systems", "fire NOC")} ${sentence("fire-fighting-systems", "submission to")}`,
    terms: ["noc", "fire noc", "provisional noc", "fire clearance", "fire approval", "anumati"],
    links: [
      page("fire-fighting-systems"),
      enquire("fire-fighting-systems", "Ask about a fire NOC"),
    ],
  },
  {
    id: "fire-documents",
    section: "fire",
    label: "Documents for a fire NOC",
    question: "Which documents are needed for a fire NOC or fire licence?",
    answer: `The list depends on your building's occupancy and on the fire department of your state, so our sales team confirms it for your building: ${reachSales}. For the application we prepare the ${midSentence(feature("fire-fighting-systems", "fire NOC"))}.`,
    terms: [
      "documents",
      "document",
      "papers",
      "checklist",
      "kagaz",
      "patralu",
      "licence",
      "license",
    ],
    links: [page("fire-fighting-systems"), CONTACT],
  },
  {
    id: "occupancy-noc",
    section: "fire",
    label: "Occupancy NOC and renewal",
    question: "Do you help with the occupancy NOC and the renewal of a fire licence?",
    answer: `At handover we give you the ${midSentence(stepFeature("Installation & Setup", "Statutory approvals"))}. ${sentence("fire-fighting-systems", "After handover")} ${sentence("fire-fighting-systems", "every renewal")}`,
    terms: ["occupancy", "final noc", "renewal", "renew", "fire licence renewal", "completion"],
    links: [page("fire-fighting-systems"), MAINTENANCE],
  },
  {
    id: "fire-audit",
    section: "fire",
    label: "Fire safety audit",
    question: "Do you carry out fire safety audits?",
    answer: `Yes. Our fire fighting work starts with a ${midSentence(feature("fire-fighting-systems", "risk assessment"))}, and our founder's expertise includes ${midSentence(
      must(
        about.founder.expertise.find((e) => e.includes("audit")),
        "audit expertise",
      ),
    )}. ${sentence("fire-fighting-systems", "After handover")}`,
    terms: ["audit", "audits", "fire audit", "safety audit", "risk assessment", "third party"],
    links: [page("fire-fighting-systems"), CONSULTATION],
  },
  {
    id: "sprinkler-discharge",
    section: "fire",
    label: "Sprinkler went off",
    question: "What should we do if a sprinkler goes off by accident?",
    answer: `Call ${breakdownLine}, at any hour. ${sentence("sprinkler-system", "quartzoid")} ${feature("sprinkler-system", "drain valves")} let one zone be shut and drained while the rest stays live.`,
    terms: [
      "accidental",
      "accident",
      "discharge",
      "discharged",
      "went off",
      "leak",
      "leaking",
      "burst",
    ],
    links: [page("sprinkler-system"), CONTACT],
  },
  {
    id: "extinguishers",
    section: "fire",
    label: "Extinguisher refilling",
    question: "Do you refill and service fire extinguishers?",
    answer: `Yes, under an annual maintenance contract. ${sentence("fire-fighting-systems", "refill extinguishers")}`,
    terms: [
      "extinguisher",
      "extinguishers",
      "refill",
      "refilling",
      "recharge",
      "cylinder",
      "cylinders",
    ],
    links: [page("fire-fighting-systems"), MAINTENANCE],
  },
  {
    id: "standards",
    section: "fire",
    label: "Standards we follow",
    question: "Which codes and standards do you design to?",
    answer: `Fire fighting systems to NBC 2016 Part 4; ${midSentence(feature("sprinkler-system", "IS 15105"))}; ${midSentence(feature("hydrant-system", "IS 13039"))}. ${feature("super-heater-coils", "IBR inspection")} under IBR 1950. Roads and bridges: ${midSentence(feature("roads-construction", "MoRTH"))}.`,
    terms: [
      "standard",
      "standards",
      "code",
      "codes",
      "nbc",
      "nfpa",
      "bis",
      "norms",
      "guidelines",
      "compliance",
    ],
    links: [{ label: "View All Services", to: "/services" }, CONSULTATION],
  },

  // ── Boilers and IBR ────────────────────────────────────────────────────────
  {
    id: "ibr-inspection",
    section: "boiler",
    label: "IBR inspection",
    question: "Do you handle IBR inspection and certification of boiler work?",
    answer: `Yes. ${sentence("super-heater-coils", "Indian Boiler Regulations")} ${sentence("boiler-mountings", "boiler inspector")}`,
    terms: [
      "ibr",
      "ibr inspection",
      "boiler inspector",
      "inspection",
      "certificate",
      "hydraulic test",
    ],
    links: [page("boiler-mountings"), page("super-heater-coils")],
  },
  {
    id: "ibr-registration",
    section: "boiler",
    label: "IBR registration",
    question: "Can you help register a new boiler under IBR?",
    answer: `Registration is granted by your state's boilers department after its inspection, and our sales team confirms what your boiler needs: ${reachSales}. Our part is IBR-approved work: ${midSentence(feature("super-heater-coils", "IBR-qualified"))}, and ${midSentence(feature("boiler-mountings", "IBR certification"))}.`,
    terms: [
      "registration",
      "register",
      "registered",
      "new boiler",
      "ibr approval",
      "boiler licence",
    ],
    links: [page("boiler-mountings"), CONTACT],
  },
  {
    id: "ibr-materials",
    section: "boiler",
    label: "IBR and test certificates",
    question: "Do your supplies come with IBR and material test certificates?",
    answer: `Yes. ${sentence("super-heater-coils-supply", "consignment")} ${sentence("valves", "steam service")}`,
    terms: ["test certificate", "test certificates", "mtc", "mill test", "ibr certified", "tc"],
    links: [page("super-heater-coils-supply"), page("valves")],
  },
  {
    id: "shutdown",
    section: "boiler",
    label: "Work during a shutdown",
    question: "Can you do the boiler work during our planned shutdown?",
    answer: `Yes. ${sentence("air-pre-heater", "planned shutdown")} ${sentence("super-heater-coils", "Indian Boiler Regulations")}`,
    terms: ["shutdown", "shut down", "downtime", "outage", "stoppage"],
    links: [page("air-pre-heater"), page("super-heater-coils")],
  },
  {
    id: "urgent-spares",
    section: "boiler",
    label: "Urgent spares",
    question: "Can you supply coils and spares urgently after a breakdown?",
    answer: `${sentence("super-heater-coils-supply", "urgent breakdown")} ${stepFeature("Maintenance & Support", "Spares")}.`,
    terms: ["spares", "spare", "stock", "ready stock", "tubes", "consumables"],
    links: [page("super-heater-coils-supply"), page("boiler-mountings")],
  },

  // ── Maintenance, warranty and support ──────────────────────────────────────
  {
    id: "amc",
    section: "support",
    label: "AMC details",
    question: "Do you offer an annual maintenance contract (AMC)?",
    answer: `Yes: ${midSentence(feature("fire-fighting-systems", "Annual maintenance"))}. ${sentence("fire-fighting-systems", "quarterly inspections")} Our sales team quotes the AMC for your site.`,
    terms: [
      "amc",
      "annual maintenance",
      "maintenance contract",
      "cmc",
      "preventive maintenance",
      "service contract",
      "upkeep",
    ],
    links: [MAINTENANCE, CONTACT],
  },
  {
    id: "breakdown-line",
    section: "support",
    label: "24x7 breakdown line",
    question: "Do you have a 24x7 breakdown service?",
    answer: `Yes. Call or WhatsApp ${breakdownLine}, day or night. ${stepFeature("Maintenance & Support", "24/7")} are part of our maintenance and support.`,
    terms: [
      "24x7",
      "breakdown",
      "emergency",
      "urgent",
      "helpline",
      "night",
      "holiday",
      "repair",
      "not working",
    ],
    links: [CONTACT, MAINTENANCE],
  },
  {
    id: "whatsapp",
    section: "support",
    label: "WhatsApp",
    question: "Can I reach you on WhatsApp?",
    answer: `Yes. Our WhatsApp number is ${breakdownLine}, answered round the clock. For sales and quotations, call ${office.display} or e-mail ${email}.`,
    terms: ["whatsapp", "watsapp", "whatsap", "message", "text"],
    links: [CONTACT],
  },
  {
    id: "warranty",
    section: "support",
    label: "Warranty",
    question: "What warranty do you give on your work?",
    answer: `Our warranty is ${warranty}. Our sales team confirms the warranty for your order: ${reachSales}.`,
    terms: ["warranty", "guarantee", "guaranteed", "defect", "defective", "how long", "return"],
    links: [{ label: "View All Services", to: "/services" }, CONTACT],
  },
  {
    id: "testing",
    section: "support",
    label: "Testing and handover",
    question: "Do you test the system before handover?",
    answer: `Yes: ${midSentence(stepFeature("Installation & Setup", "testing"))}, for example a ${midSentence(feature("fire-fighting-systems", "Hydrostatic test"))}. At handover you get the ${midSentence(stepFeature("Installation & Setup", "as-built"))}.`,
    terms: [
      "testing",
      "tested",
      "test",
      "commissioning",
      "handover",
      "hydrostatic",
      "as built",
      "manuals",
    ],
    links: [CONTACT],
  },

  // ── Quotes, prices and timelines ───────────────────────────────────────────
  {
    id: "site-survey",
    section: "quotes",
    label: "Site survey",
    question: "Where do we start, and do you offer a free site survey?",
    answer: `Start by sending your requirement and site location through our enquiry form, or call ${office.display}. ${contactCardsCopy.emailNote} Our engineers then do a ${midSentence(stepFeature("Design & Engineering", "site survey"))} and prepare ${midSentence(stepFeature("Design & Engineering", "bill of quantities"))}.`,
    terms: [
      "survey",
      "site survey",
      "site visit",
      "start",
      "begin",
      "first step",
      "process",
      "procedure",
    ],
    links: [CONSULTATION, QUOTE],
  },
  {
    id: "quotation",
    section: "quotes",
    label: "How to get a quote",
    question: "How do I get a quotation?",
    answer: `Send your requirement and site location through the enquiry form, or call ${office.display}. ${contactCardsCopy.emailNote} For larger projects we do a ${midSentence(stepFeature("Design & Engineering", "site survey"))} first.`,
    terms: ["quotation", "quote", "estimate", "proposal", "boq", "offer", "quotn"],
    links: [QUOTE],
    group: "quote",
  },
  {
    id: "pricing",
    section: "quotes",
    label: "Prices",
    question: "How much does a fire fighting system or a project cost?",
    answer: `It depends on the scope, the site and the codes that apply, so we send an itemised quotation after a ${midSentence(stepFeature("Design & Engineering", "site survey"))}. ${contactCardsCopy.emailNote}`,
    terms: [
      "price",
      "prices",
      "cost",
      "costs",
      "rate",
      "rates",
      "charges",
      "budget",
      "how much",
      "kharcha",
    ],
    links: [QUOTE],
    group: "pricing",
  },
  {
    id: "timeline",
    section: "quotes",
    label: "Timelines",
    question: "How long does a project take?",
    answer: `${step("Design & Engineering").title} takes ${step("Design & Engineering").timeline} and ${step("Installation & Setup").title.toLowerCase()} ${step("Installation & Setup").timeline}; ${step("Maintenance & Support").title.toLowerCase()} is ${midSentence(step("Maintenance & Support").timeline)}. Our larger projects shown on this site took ${Math.min(...durations)} to ${Math.max(...durations)} months.`,
    terms: [
      "timeline",
      "how long",
      "time",
      "duration",
      "weeks",
      "months",
      "days",
      "schedule",
      "how soon",
      "lead time",
      "delivery time",
    ],
    links: [{ label: "View Projects", to: "/projects" }, QUOTE],
  },
  {
    id: "running-plant",
    section: "quotes",
    label: "Work in a running plant",
    question: "Can you work inside our plant while it keeps running?",
    answer: `Yes. ${sentence("building-construction", "running plants")} Boiler work is planned for your shutdown: ${midSentence(feature("air-pre-heater", "short shutdowns"))}.`,
    terms: ["running", "production", "operational", "permit to work", "phased", "without stopping"],
    links: [page("building-construction"), CONSULTATION],
  },
  {
    id: "minimum-order",
    section: "quotes",
    label: "Order size",
    question: "Is there a minimum order quantity for supplies?",
    answer: `This site does not set a minimum order. Our sales team confirms what we can supply for your list: ${reachSales}.`,
    terms: ["minimum order", "moq", "small order", "quantity", "single piece", "bulk"],
    links: [{ label: "View Industrial Supply", to: "/category/supply" }, CONTACT],
  },
  {
    id: "payment-terms",
    section: "quotes",
    label: "Payment terms",
    question: "What are your payment terms?",
    answer: `This site does not publish payment terms. Our sales team confirms them for your order: ${reachSales}.`,
    terms: ["payment", "payments", "pay", "advance", "credit", "emi", "neft", "upi", "cheque"],
    links: [CONTACT],
  },
  {
    id: "gst-invoice",
    section: "quotes",
    label: "GST invoice",
    question: "Do you provide a GST invoice?",
    answer: `This site does not give our GST or invoicing details. Our sales team confirms them for your order: ${reachSales}.`,
    terms: ["gst", "gstin", "invoice", "invoices", "bill", "billing", "tax", "input credit"],
    links: [CONTACT],
  },
  {
    id: "insurance",
    section: "quotes",
    label: "Insurance",
    question: "Are your workers and the work on site insured?",
    answer: `This site does not describe our insurance cover. Our sales team confirms it for your project: ${reachSales}.`,
    terms: ["insurance", "insured", "insure", "liability", "workmen compensation", "esi"],
    links: [CONTACT],
  },

  // ── The company ────────────────────────────────────────────────────────────
  {
    id: "experience",
    section: "company",
    label: "Our experience",
    question: "How long have you been in business?",
    answer: `${company.name} was founded in ${address.city} in ${company.foundingYear}: ${claims.years.value} years of experience, ${claims.projects.value} projects completed for ${claims.clients.value} clients and ${claims.projectValue.value} of project value delivered.`,
    terms: [
      "experience",
      "experienced",
      "years",
      "established",
      "since",
      "founded",
      "history",
      "track record",
      "old",
    ],
    links: [
      { label: "About Us", to: "/about" },
      { label: "View Projects", to: "/projects" },
    ],
  },
  {
    id: "founder",
    section: "company",
    label: "Our founder",
    question: "Who founded the company?",
    answer: `${about.founder.name}, our ${about.founder.position}, with ${about.founder.experience} of experience. ${sentences(about.founder.description)[0]}`,
    terms: [
      "founder",
      "owner",
      "md",
      "managing director",
      "ceo",
      "director",
      "proprietor",
      "leadership",
      "malik",
    ],
    links: [{ label: "About Us", to: "/about" }],
  },
  {
    id: "iso",
    section: "company",
    label: "ISO certification",
    question: "Are you ISO certified?",
    answer: `Yes. Our quality management system has been certified to ${certification} since ${certifiedIn}, and our record is ${claims.success.value} ${claims.success.label.toLowerCase()} and ${claims.onTime.value} ${claims.onTime.label.toLowerCase()}.`,
    terms: ["iso", "iso 9001", "9001", "quality", "accreditation", "accredited"],
    links: [{ label: "About Us", to: "/about" }],
  },
  {
    id: "projects",
    section: "company",
    label: "Our projects",
    question: "Can I see projects you have completed?",
    answer: `We have completed ${claims.projects.value} projects. Our Projects page shows ${projects.length} of them, among them ${list(projects.slice(0, 3).map((p) => `${p.title} (${p.location}, ${p.year})`))}.`,
    terms: [
      "projects",
      "project",
      "portfolio",
      "past work",
      "previous work",
      "work done",
      "case study",
      "case studies",
      "examples",
    ],
    links: [
      { label: "View Projects", to: "/projects" },
      { label: "A fire safety project", to: projectPath(must(projects[0], "project 1")) },
    ],
  },
  {
    id: "clients",
    section: "company",
    label: "Our clients",
    question: "Who are your clients?",
    answer: `We have worked for ${claims.clients.value} clients, among them ${list(namedClients)}, as our Projects page shows.`,
    terms: ["clients", "client", "customers", "references", "reference", "worked for"],
    links: [{ label: "View Projects", to: "/projects" }],
  },
  {
    id: "service-area",
    section: "company",
    label: "Where we work",
    question: "Which areas do you serve?",
    answer: `Our head office is in ${address.city}, ${address.region}, and our projects include sites in ${list([...new Set(projects.map((p) => p.location))])}. For a site elsewhere, ${reachSales}.`,
    terms: [
      "area",
      "areas",
      "serve",
      "region",
      "state",
      "states",
      "city",
      "cities",
      "andhra",
      "andhra pradesh",
      "telangana",
      "karnataka",
      "tamil nadu",
      "chennai",
      "bangalore",
      "bengaluru",
      "vizag",
      "vijayawada",
      "warangal",
      "all over",
      "outside",
      "locations",
      "deliver",
    ],
    links: [{ label: "View Projects", to: "/projects" }, CONTACT],
  },
  {
    id: "own-crews",
    section: "company",
    label: "Our own crews",
    question: "Do you do the work yourselves or subcontract it?",
    answer: `${stepFeature("Installation & Setup", "own trained crews")}, under a ${midSentence(stepFeature("Installation & Setup", "project engineer"))}.`,
    terms: [
      "subcontract",
      "subcontractor",
      "subcontractors",
      "own team",
      "crew",
      "crews",
      "labour",
      "manpower",
      "technicians",
    ],
    links: [{ label: "About Us", to: "/about" }],
  },
  {
    id: "careers",
    section: "company",
    label: "Jobs",
    question: "Are you hiring? How can I apply for a job?",
    answer: `This site lists no job openings. To ask about working with us, e-mail ${email} or call ${office.display}.`,
    terms: [
      "job",
      "jobs",
      "career",
      "careers",
      "hiring",
      "vacancy",
      "vacancies",
      "opening",
      "openings",
      "recruitment",
      "internship",
      "resume",
      "cv",
      "naukri",
      "udyogam",
    ],
    links: [{ label: "About Us", to: "/about" }],
  },

  // ── Office and contact ─────────────────────────────────────────────────────
  {
    id: "office",
    section: "company",
    label: "Our office",
    question: "Where is your office?",
    answer: `Our office is at ${address.street}, ${address.city}, ${address.region} ${address.postalCode}. It is open ${openingHours}.`,
    terms: [
      "office",
      "address",
      "located",
      "location",
      "visit",
      "directions",
      "map",
      "head office",
      "pata",
      "chirunama",
      "daftar",
    ],
    links: [{ label: "Visit Us", to: "/contact" }],
  },
  {
    id: "hours",
    section: "company",
    label: "Office hours",
    question: "What are your office hours?",
    answer: `Our office is open ${openingHours}. For breakdowns, ${breakdownLine}, answers round the clock.`,
    terms: [
      "hours",
      "timing",
      "timings",
      "open",
      "opening",
      "closed",
      "closing",
      "working hours",
      "saturday",
      "sunday",
      "samayam",
    ],
    links: [CONTACT],
  },
  {
    id: "contact",
    section: "company",
    label: "How to reach us",
    question: "How can I contact your team?",
    answer: `Call our ${office.label} line on ${office.display} or e-mail ${email}; ${midSentence(contactCardsCopy.emailNote)} For breakdowns, call ${breakdownLine}.`,
    terms: [
      "contact",
      "phone",
      "number",
      "call",
      "email",
      "mail",
      "reach",
      "talk",
      "speak",
      "mobile",
      "callback",
      "call back",
    ],
    links: [CONTACT],
    group: "contact",
  },
  {
    id: "grievance",
    section: "company",
    label: "Complaints",
    question: "Who do I contact with a complaint?",
    answer: `Our ${grievanceOfficer.designation} is ${grievanceOfficer.name}: e-mail ${grievanceOfficer.email} or call ${grievanceOfficer.phone}. For a breakdown, call ${breakdownLine}, at any hour.`,
    terms: [
      "grievance",
      "complaint",
      "complain",
      "escalate",
      "escalation",
      "feedback",
      "dissatisfied",
      "unhappy",
      "shikayat",
    ],
    links: [CONTACT, { label: "Privacy Policy", to: "/privacy" }],
  },
];

export const faq: Faq = {
  sections: [
    { id: "fire", title: "Fire safety approvals" },
    { id: "boiler", title: "Boilers and IBR" },
    { id: "support", title: "Maintenance, warranty and support" },
    { id: "quotes", title: "Quotes, prices and terms" },
    { id: "company", title: "The company and how to reach us" },
  ],
  entries,
};

export function findFaqEntry(id: string): FaqEntry | undefined {
  return entries.find((entry) => entry.id === id);
}

export const faqPath = (entry: Pick<FaqEntry, "id">) => `/faq#${entry.id}`;
