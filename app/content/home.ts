import type { ServiceStep } from "./schemas";

export const serviceSteps: ServiceStep[] = [
  {
    title: "Design & Engineering",
    description:
      "Our engineers survey your site, study the applicable codes and prepare the design, drawings and bill of quantities your project needs.",
    icon: "ruler",
    features: [
      "Free site survey and requirement study",
      "Design to IS, NBC, NFPA and IBR codes",
      "Hydraulic, structural and thermal calculations",
      "Drawings and itemised bill of quantities for approval",
    ],
    timeline: "2-4 weeks",
  },
  {
    title: "Installation & Setup",
    description:
      "Our own trained site teams install, test and commission the work under a dedicated project engineer, with safety on site first.",
    icon: "wrench",
    features: [
      "Dedicated project engineer and weekly progress reports",
      "Work carried out by our own trained crews",
      "Pressure, flow and load testing before handover",
      "Statutory approvals, manuals and as-built drawings",
    ],
    timeline: "1-6 weeks",
  },
  {
    title: "Maintenance & Support",
    description:
      "After handover we keep your systems inspection-ready with planned maintenance, fast breakdown support and spares from stock.",
    icon: "headset",
    features: [
      "Annual maintenance contracts with scheduled visits",
      "24/7 breakdown helpline and WhatsApp support",
      "Spares and consumables supplied from stock",
      "Service records ready for fire, IBR and insurance audits",
    ],
    timeline: "Ongoing",
  },
];
