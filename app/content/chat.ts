import { categories } from "./categories";
import { company, companyName, email, hours, phones } from "./company";
import { chatWidgetCopy } from "./pages/chat-widget";
import type { CategoryId, ChatScript } from "./schemas";

function category(id: CategoryId) {
  const found = categories.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown category ${id}`);
  return found;
}

const view = (id: CategoryId) => `View ${category(id).title} Services`;

const { office, service } = phones;
const openingHours = hours.map((h) => `${h.days} ${h.label}`).join(", ");

export const chatScript: ChatScript = {
  assistantName: chatWidgetCopy.assistantName,
  greeting: {
    text: `Namaste! I'm the Deccan Assistant of ${companyName}. Ask me about our fire safety, civil, boiler or industrial supply services, or how to get a quote.`,
    quickReplies: [view("fire-safety"), "Get a Quote", "Contact Us"],
  },
  groups: [
    {
      id: "fire",
      keywords: ["fire", "safety", "sprinkler", "alarm"],
      text: `We design, install and maintain complete fire protection systems: hydrants, sprinklers, fire alarm and detection, gas suppression, fire pump houses and water curtains. Our designs follow NBC 2016 Part 4, IS 15105, IS 13039 and NFPA standards, and we have completed ${category("fire-safety").projectsCount} fire safety projects for factories, warehouses and hospitals. For a free site survey and quotation, share your requirement through our contact form.`,
      quickReplies: [view("fire-safety"), "Get a Quote", "Contact Us"],
    },
    {
      id: "civil",
      keywords: ["civil", "infrastructure", "road", "bridge", "building"],
      text: `We build industrial buildings and pre-engineered sheds, plant roads, storm water drainage, bridges and underground cable networks to IS codes, IRC guidelines and MoRTH specifications. With ${category("civil").projectsCount} civil projects completed, we know how to work inside running plants without stopping production. Tell us your scope and we will send an itemised quotation.`,
      quickReplies: [view("civil"), "Get a Quote", "Contact Us"],
    },
    {
      id: "boiler",
      keywords: ["boiler", "chimney", "conveyor", "heater"],
      text: `Our boiler division fabricates and erects boiler chimneys, air pre-heaters, super heater coils, screw conveyors and fuel conveyors, with IBR-qualified welders and inspection under IBR 1950. We have completed ${category("boiler").projectsCount} boiler projects and plan our work around your shutdown dates. Send us your boiler details and we will prepare a quotation.`,
      quickReplies: [view("boiler"), "Get a Quote", "Contact Us"],
    },
    {
      id: "industrial",
      keywords: ["industrial", "equipment", "valve", "filter", "supply"],
      text: `We supply super heater coils, bag filters, industrial valves and boiler mountings, with test certificates and IBR certification where required, and have completed ${category("supply").projectsCount} supply orders for plants across South India. Orders range from a single safety valve to a complete bag filter unit. Send us your list or drawings and we will quote promptly.`,
      quickReplies: [view("supply"), "Get a Quote", "Contact Us"],
    },
    {
      id: "pricing",
      keywords: ["price", "cost", "pricing"],
      text: "Our prices depend on the scope of work, the site conditions and the codes that apply, so we do not publish a fixed price list. We start with a free site survey and then send you an itemised quotation that shows exactly what is included.",
      quickReplies: ["Get a Quote"],
    },
    {
      id: "contact",
      keywords: ["contact", "phone", "email", "reach"],
      text: `You can call our office on ${office.display} or e-mail us at ${email}. Our office hours are ${openingHours}. For breakdowns, our ${service.label} line is ${service.display}.`,
      quickReplies: ["Contact Us", "View Projects"],
    },
    {
      id: "quote",
      keywords: ["quote", "quotation", "estimate"],
      text: `To request a quote, fill in the contact form with your requirement and site location, or call us on ${office.display}. An engineer will reply within 1 working day, and for larger projects we arrange a free site survey before sending an itemised quotation.`,
      quickReplies: ["Get a Quote"],
    },
  ],
  greetingReply: {
    keywords: ["hi", "hello", "hey", "namaste", "good morning", "good afternoon", "good evening"],
    text: "Hello! How can I help you today? I can tell you about our services and projects, or help you get a quote.",
    quickReplies: [
      view("fire-safety"),
      view("civil"),
      view("boiler"),
      view("supply"),
      "Get a Quote",
    ],
  },
  catalogueReply: {
    text: "Here are the services that match what you asked about:",
  },
  fallback: {
    text: "I understand you're looking for information about our services. Which area can I help you with?",
    quickReplies: [
      "Fire Safety Systems",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Equipment",
      "Contact Us",
    ],
  },
};

const { grievanceOfficer } = company;

/** Replies beyond SPEC.md's script. */
interface Reply {
  text: string;
  quickReplies: { label: string; to: string }[];
}

export const chatReplies: Record<
  "thanks" | "acknowledgement" | "emoji" | "contactData" | "complaint",
  Reply
> & { serviceLead: string; projectLead: string } = {
  thanks: {
    text: `You're welcome! If anything else comes up, ask me here, or call our office on ${office.display}.`,
    quickReplies: [
      { label: "Get a Quote", to: "/contact" },
      { label: "Questions & Answers", to: "/faq" },
    ],
  },
  acknowledgement: {
    text: "Glad to help. Is there anything else you would like to know? I can tell you about our services, projects, AMC, timelines or how to get a quote.",
    quickReplies: [
      { label: view("fire-safety"), to: "/category/fire-safety" },
      { label: "Questions & Answers", to: "/faq" },
      { label: "Get a Quote", to: "/contact" },
    ],
  },
  emoji: {
    text: "🙂 How can I help? Ask me about a service, a quote, an annual maintenance contract or how to reach us.",
    quickReplies: [
      { label: view("fire-safety"), to: "/category/fire-safety" },
      { label: "Questions & Answers", to: "/faq" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  contactData: {
    text: `Thank you. This chat does not store or pass on what you type, so our team cannot see it here. To be called back, send your number or e-mail with your requirement through our enquiry form, or call us on ${office.display} (${openingHours}).`,
    quickReplies: [{ label: "Contact Us", to: "/contact" }],
  },
  complaint: {
    text: `I'm sorry about this. For anything urgent, please call our ${service.label} line on ${service.display} so an engineer can act on it now. You can also write to our ${grievanceOfficer.designation}, ${grievanceOfficer.name}, at ${grievanceOfficer.email}, or send the details through our enquiry form: this chat does not pass messages on.`,
    quickReplies: [
      { label: "Contact Us", to: "/contact" },
      { label: "Complaints", to: "/faq#grievance" },
    ],
  },
  /** Before the description of a service the message names, beside a keyword answer. */
  serviceLead: "About {service}:",
  projectLead: "Our project {project}",
};
