import { company } from "./company";
import type { About } from "./schemas";

const { claims } = company;
const city = company.address.city;
const certification = company.certifications.join(", ");
const founderName = "Er. Srinivasa Rao Vemulapalli";

export const about: About = {
  headline: `Building Safer Industry Since ${company.foundingYear}`,
  intro: `${company.name} is a ${city}-based engineering contractor for fire safety, civil infrastructure, boiler systems and industrial supply, trusted by factories, warehouses and plants across South India.`,
  story: [
    `${company.name} was founded in ${city} in ${company.foundingYear} as a fire-safety contractor, installing hydrant and sprinkler systems for factories in the city's industrial estates. From the start we worked to the codes rather than to the minimum, did the work with our own crews and stayed with our clients long after handover. That way of working brought repeat orders, and with them requests for more than fire protection.`,
    "Clients who trusted us with their fire systems asked us to build their sheds, roads and drains, then to repair their boilers and supply their spares. We grew into a multi-discipline firm with four divisions, Fire Safety, Civil Infrastructure, Boiler Systems and Industrial Supply, backed by our own fabrication works, site laboratory and a team of engineers, supervisors and trained technicians who understand how a running plant works.",
    `Today, from our head office in ${company.address.locality}, ${city}, we have completed ${claims.projects.value} projects for ${claims.clients.value} clients in Telangana, Andhra Pradesh, Karnataka and beyond, with ${claims.projectValue.value} of project value delivered. Our quality system is certified to ${certification}, and every project still gets what our first one did: sound engineering, honest timelines and people who answer the phone.`,
  ],
  values: [
    {
      title: "Excellence",
      description:
        "We design to the applicable IS, NBC, NFPA and IBR codes, test every system before handover and document it so it passes inspection the first time.",
      icon: "award",
    },
    {
      title: "Teamwork",
      description:
        "Engineers, site supervisors and technicians work as one team with the client's own staff, from the first site survey to the last maintenance visit.",
      icon: "users",
    },
    {
      title: "Innovation",
      description:
        "We look for better ways to build and maintain, from hydraulic modelling and pre-assembled boiler parts to phased work that keeps plants running.",
      icon: "lightbulb",
    },
    {
      title: "Integrity",
      description:
        "Itemised quotations, honest timelines and no shortcuts on safety: we tell clients what their site really needs, even when it is less than they expected.",
      icon: "shield-check",
    },
  ],
  milestones: [
    {
      year: company.foundingYear,
      event: `Founded in ${city}`,
      description: `Started as a fire-safety contractor, installing hydrant and sprinkler systems for factories in ${city}'s industrial estates.`,
    },
    {
      year: 2012,
      event: "Civil Infrastructure division",
      description:
        "Began building industrial sheds, plant roads and storm water drainage for clients who already trusted us with their fire systems.",
    },
    {
      year: 2015,
      event: "Boiler Systems division",
      description:
        "Opened our fabrication works for boiler chimneys, super heater coils and conveyors, with IBR-qualified welders on the team.",
    },
    {
      year: 2018,
      event: `${certification} certification`,
      description: `Our quality management system for design, installation and maintenance was certified to ${certification}.`,
    },
    {
      year: 2021,
      event: "Industrial Supply division",
      description:
        "Started supplying super heater coils, bag filters, valves and boiler mountings to plants with their own maintenance teams.",
    },
    {
      year: 2024,
      event: `${claims.projects.value} projects delivered`,
      description: `Crossed ${claims.projects.value} completed projects and ${claims.projectValue.value} of project value for ${claims.clients.value} clients across South India.`,
    },
  ],
  founder: {
    name: founderName,
    position: "Founder & Managing Director",
    experience: "20+ years",
    image: {
      src: "https://images.unsplash.com/photo-1560250097-0b93528c311a",
      alt: `Portrait of ${founderName}, Founder and Managing Director, in a suit`,
    },
    description: `A mechanical engineer with more than two decades in fire protection and industrial projects, ${founderName} worked with large EPC contractors on refinery, power and pharmaceutical sites before founding ${company.name} in ${company.foundingYear}. He still reviews every major design and visits sites every week.`,
    achievements: [
      `Founded ${company.name} in ${company.foundingYear} and grew it into four divisions`,
      `Led the company to ${certification} certification in 2018`,
      `Oversaw ${claims.projects.value} projects for ${claims.clients.value} industrial clients`,
      "Built an in-house training programme for fire and boiler technicians",
    ],
    expertise: [
      "Fire protection design to NBC 2016 and NFPA",
      "Boiler pressure parts and IBR compliance",
      "Industrial civil and structural works",
      "Project planning and site safety management",
      "Fire audits and risk assessment",
    ],
  },
};
