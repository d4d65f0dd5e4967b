import { company } from "./company";
import type { LegalPage } from "./schemas";

const { address, grievanceOfficer: officer } = company;
const postalAddress = `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
const officerContact = `${officer.name}, ${officer.designation}, ${company.legalName}, ${postalAddress}; e-mail ${officer.email}; phone ${officer.phone}`;

export const privacyPolicy: LegalPage = {
  title: "Privacy Policy",
  description:
    "What personal data our website's contact and newsletter forms collect, why, how long we keep it and how to exercise your rights under the DPDP Act 2023.",
  updated: "2026-11-22",
  intro: `This notice explains, in plain language, what personal data ${company.legalName} ("we", "us") collects through this website, why we collect it, how long we keep it and what rights you have under India's Digital Personal Data Protection Act, 2023 (the DPDP Act). We collect only what we need to answer your enquiry or send you our newsletter, and nothing else.`,
  sections: [
    {
      heading: "Who is responsible for your data",
      paragraphs: [
        `${company.legalName}, ${postalAddress}, decides why and how the personal data described here is processed. Under the DPDP Act we are the data fiduciary for it.`,
        `For any question about this notice or your data, contact our Grievance Officer, ${officer.name}, at ${officer.email} or ${officer.phone}.`,
      ],
    },
    {
      heading: "What we collect and why",
      paragraphs: [
        "We collect personal data only when you choose to send it to us through one of the two forms on this website. Each form collects the following, for the purpose stated:",
      ],
      list: [
        "Contact form: your name, e-mail address, phone number, company name (optional), the service you are interested in and your message. We use these only to reply to your enquiry, to prepare a site visit or quotation you ask for, and to keep a record of our correspondence with you.",
        "Newsletter: your e-mail address only. We use it only to send you our newsletter about our services, projects and safety updates.",
      ],
    },
    {
      heading: "Your consent",
      paragraphs: [
        "We process your data on the basis of your consent. By submitting the contact form you agree to our using the details you entered to respond to your enquiry. Signing up for the newsletter is a separate consent: sending an enquiry never subscribes you, and subscribing never creates an enquiry.",
        "You can withdraw either consent at any time, as easily as you gave it. Withdrawal does not affect processing that took place before it.",
      ],
    },
    {
      heading: "No tracking cookies and no analytics",
      paragraphs: [
        "This website uses no tracking cookies, no analytics service, no advertising networks and no social media tracking. We do not build profiles of visitors and we do not follow you to other websites.",
        "To protect the forms from spam and abuse, our server briefly uses the network address of each form submission to limit repeated submissions. It is not used to identify you or for any other purpose.",
      ],
    },
    {
      heading: "Where your data is stored and how it is protected",
      paragraphs: [
        "Enquiries and newsletter sign-ups are stored in India, on our own server. Access to it is restricted to authorised staff, connections to the website are encrypted, and we do not write your messages or contact details into our server logs.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep each enquiry for 24 months after it is received, so that we can follow up and refer back to earlier correspondence, and then delete it. If your enquiry leads to a contract, the project records are kept under that contract and not under this notice.",
        "We keep your newsletter e-mail address until you unsubscribe, and delete it when you do.",
      ],
    },
    {
      heading: "Who can see your data",
      paragraphs: [
        "Your enquiry is seen only by our sales and engineering staff who need it to reply to you. Our e-mail service provider processes it on our behalf to deliver the notification of your enquiry to our team and to send our replies and newsletters.",
        "We do not sell, rent or share your personal data with anyone for their own marketing. We disclose it to a government authority only when Indian law requires us to.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Under the DPDP Act you have the right to:"],
      list: [
        "Access: ask for a summary of the personal data we hold about you and how we use it.",
        "Correction: ask us to correct, complete or update inaccurate or incomplete data.",
        "Erasure: ask us to delete your data when it is no longer needed or when you withdraw consent.",
        "Withdraw consent: stop our use of your data for the purpose you agreed to, at any time.",
        "Grievance redressal: complain to our Grievance Officer and receive a reply.",
        "Nominate: name another person to exercise these rights on your behalf in the event of your death or incapacity.",
      ],
    },
    {
      heading: "How to withdraw consent or ask for deletion",
      paragraphs: [
        `Write to our Grievance Officer at ${officer.email} with the e-mail address or phone number you used, and tell us what you would like us to do. We may ask you to confirm the request from that e-mail address so that we act only for the right person.`,
        "Every newsletter e-mail has an unsubscribe link: it opens a page on this website where one click on Unsubscribe deletes your address from our list at once. We act on every written request and reply within 30 days at the latest.",
      ],
    },
    {
      heading: "Grievance Officer",
      paragraphs: [
        `If you have a concern about how we handle your personal data, contact: ${officerContact}.`,
        "If you are not satisfied with our response, you may complain to the Data Protection Board of India after first raising the matter with us.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is meant for businesses and their representatives. We do not knowingly collect personal data of anyone under 18 years of age; if you believe a child has sent us their details, write to us and we will delete them.",
      ],
    },
    {
      heading: "Changes to this notice",
      paragraphs: [
        "If we change how we handle personal data, we will update this page and the date at its top before the change takes effect. If a change needs fresh consent, we will ask for it.",
      ],
    },
  ],
};

export const termsOfUse: LegalPage = {
  title: "Terms of Use",
  description: `The terms for using the ${company.name} website and its content: information only, quotations in writing, intellectual property and governing law.`,
  updated: "2026-11-01",
  intro: `These terms apply to everyone who visits or uses this website, which is operated by ${company.legalName}, ${postalAddress}. By using the website you accept them. If you do not agree, please do not use the website.`,
  sections: [
    {
      heading: "Using this website",
      paragraphs: [
        "You may browse the website, read and print its pages for your own business use, and send us enquiries through its forms. Please use it lawfully and do not try to disrupt it, gain unauthorised access to it, or send spam, false details or harmful code through its forms or chat assistant.",
      ],
    },
    {
      heading: "Information only, not engineering advice",
      paragraphs: [
        "The descriptions of services, standards, capacities, materials and projects on this website are general information about our work. Every site is different and codes are revised from time to time, so this content may not be complete, current or suitable for your situation.",
        "We give no warranty that the content is accurate or complete for any engineering, design, safety or purchasing decision. Such decisions must be based on a site survey, the applicable codes and the advice of a qualified engineer, not on this website or on the answers of its chat assistant.",
      ],
    },
    {
      heading: "Quotations and contracts",
      paragraphs: [
        `Nothing on this website, in the chat assistant or in an automatic reply is an offer or a price. A quotation is valid only when ${company.legalName} issues it in writing, and work begins only under a written order or contract that sets out its scope, price, timeline, warranty and terms.`,
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The text, layout, logos, drawings and brochures on this website belong to ${company.legalName}. Photographs are our own or are used under licence from their photographers. You may link to our pages and share them, but you may not copy, republish or sell the content, or use our name and logo, without our written permission.`,
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "The website links to services run by others, such as maps, WhatsApp and our social media profiles. Those services have their own terms and privacy policies, and we are not responsible for their content or for how they handle your data.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent Indian law allows, we are not liable for any loss arising from the use of this website, from relying on its content, or from its being unavailable for a time. This does not limit any liability that cannot be excluded by law, or our obligations under a written contract with you.",
      ],
    },
    {
      heading: "Privacy",
      paragraphs: [
        "How we handle personal data sent through this website is described in our Privacy Policy, which forms part of these terms.",
      ],
    },
    {
      heading: "Governing law and jurisdiction",
      paragraphs: [
        `These terms are governed by the laws of India. The courts at ${address.city}, ${address.region}, have exclusive jurisdiction over any dispute arising from them or from the use of this website.`,
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms from time to time; the date at the top of this page shows the latest version. For any question about them, write to ${company.email} or call ${company.phones.office.display}.`,
      ],
    },
  ],
};
