import type { Company } from "./schemas";

/**
 * Every company fact the site shows, in one place (DECISIONS.md section 1). The phone
 * numbers, e-mail addresses and names are placeholders the company replaces here; nothing
 * else in the code repeats them.
 */

const address: Company["address"] = {
  street: "Plot No. 42, Phase II, IDA Cherlapally",
  locality: "Cherlapally",
  city: "Hyderabad",
  region: "Telangana",
  postalCode: "500051",
  country: "India",
  countryCode: "IN",
};

const name = "Deccan Industrial Solutions";

const mapQuery = `${name}, ${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

const officePhone: Company["phones"]["office"] = {
  label: "Office & Sales",
  display: "+91 40 4852 6100",
  e164: "+914048526100",
};

export const company: Company = {
  name,
  legalName: "Deccan Industrial Solutions Pvt. Ltd.",
  tagline: "Engineering safety and strength for Indian industry",
  description:
    "Deccan Industrial Solutions is a Hyderabad-based engineering contractor that designs, builds and maintains fire protection systems, civil infrastructure and boiler plant, and supplies industrial spares to factories across South India.",
  siteUrl: "https://www.deccanindustrial.in",
  phones: {
    office: officePhone,
    service: {
      label: "24x7 Service & WhatsApp",
      display: "+91 98480 22338",
      e164: "+919848022338",
    },
  },
  email: "info@deccanindustrial.in",
  whatsapp: "919848022338",
  address,
  geo: { latitude: 17.4702, longitude: 78.6019 },
  mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`,
  hours: [
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
  ],
  foundingYear: 2009,
  certifications: ["ISO 9001:2015"],
  social: [
    { name: "Facebook", url: "https://www.facebook.com/deccanindustrialsolutions" },
    { name: "Twitter", url: "https://twitter.com/DeccanIndSol" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/deccan-industrial-solutions" },
    { name: "Instagram", url: "https://www.instagram.com/deccanindustrial" },
  ],
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
