import type { Company } from "./schemas";

/*
 * DECISIONS.md section 1: phones, e-mails and names are placeholders the company replaces here.
 * Facts shown in the browser are also exported one by one so a page's bundle carries only those.
 */

export const address: Company["address"] = {
  street: "Plot No. 42, Phase II, IDA Cherlapally",
  locality: "Cherlapally",
  city: "Hyderabad",
  region: "Telangana",
  postalCode: "500051",
  country: "India",
  countryCode: "IN",
};

export const companyName = "Deccan Industrial Solutions";
export const legalName = "Deccan Industrial Solutions Pvt. Ltd.";

const mapQuery = `${companyName}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
export const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`;

const officePhone: Company["phones"]["office"] = {
  label: "Office & Sales",
  display: "+91 40 4852 6100",
  e164: "+914048526100",
};

export const phones: Company["phones"] = {
  office: officePhone,
  service: {
    label: "24x7 Service & WhatsApp",
    display: "+91 98480 22338",
    e164: "+919848022338",
  },
};

export const email = "info@deccanindustrial.in";
/** The WhatsApp number: the 24x7 service line, without "+". */
export const whatsapp = "919848022338";

export const hours: Company["hours"] = [
  {
    days: "Mon-Fri",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    label: "9:00 AM-6:00 PM",
  },
  {
    days: "Sat",
    dayOfWeek: ["Saturday"],
    opens: "09:00",
    closes: "13:00",
    label: "9:00 AM-1:00 PM",
  },
];

export const foundingYear = 2009;
export const certifications = ["ISO 9001:2015"];
/** The warranty on installed systems (SPEC.md's service specifications). */
export const warranty = "2-5 years, depending on the system and scope";

export const social: Company["social"] = [
  { name: "Facebook", url: "https://www.facebook.com/deccanindustrialsolutions" },
  { name: "Twitter", url: "https://twitter.com/DeccanIndSol" },
  { name: "LinkedIn", url: "https://www.linkedin.com/company/deccan-industrial-solutions" },
  { name: "Instagram", url: "https://www.instagram.com/deccanindustrial" },
];

export const company: Company = {
  name: companyName,
  legalName,
  tagline: "Engineering safety and strength for Indian industry",
  description:
    "Deccan Industrial Solutions is a Hyderabad-based engineering contractor that designs, builds and maintains fire protection systems, civil infrastructure and boiler plant, and supplies industrial spares to factories across South India.",
  siteUrl: "https://www.deccanindustrial.in",
  phones,
  email,
  whatsapp,
  address,
  geo: { latitude: 17.4702, longitude: 78.6019 },
  mapUrl,
  hours,
  foundingYear,
  certifications,
  warranty,
  social,
  grievanceOfficer: {
    name: "Ms. Lakshmi Prasanna Koneru",
    designation: "Grievance Officer",
    email: "grievance@deccanindustrial.in",
    phone: officePhone.display,
  },
  claims: {
    projects: { value: "500+", label: "Projects Completed" },
    clients: { value: "200+", label: "Happy Clients" },
    years: { value: "15+", label: "Years of Experience" },
    success: { value: "99.9%", label: "Safety Compliance" },
    onTime: { value: "99%", label: "On-Time Delivery" },
    projectValue: { value: "₹100+ Cr", label: "Project Value Delivered" },
    certification: { value: "ISO 9001:2015", label: "Certified Quality" },
  },
};
