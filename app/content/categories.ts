import type { Category } from "./schemas";

export const categories: Category[] = [
  {
    id: "fire-safety",
    title: "Fire Safety",
    description:
      "Design, supply, installation and maintenance of hydrant, sprinkler, detection, suppression and pump house systems to NBC 2016 and TAC requirements.",
    image: {
      src: "https://images.unsplash.com/photo-1599707367072-cd6ada2bc375",
      alt: "Red fire hydrant pipework and landing valves mounted along a factory wall",
    },
    icon: "flame",
    projectsCount: "150+",
  },
  {
    id: "civil",
    title: "Civil Infrastructure",
    description:
      "Industrial buildings, internal roads, storm water drainage, bridges and cable trenches built to IS codes, IRC guidelines and MoRTH specifications.",
    image: {
      src: "https://images.unsplash.com/photo-1541888946425-d81bb19240f5",
      alt: "Reinforced concrete structure under construction with scaffolding and a tower crane",
    },
    icon: "building",
    projectsCount: "200+",
  },
  {
    id: "boiler",
    title: "Boiler Systems",
    description:
      "Fabrication, erection and retrofit of boiler chimneys, air pre-heaters, super heater coils and fuel handling conveyors under IBR 1950.",
    image: {
      src: "https://images.unsplash.com/photo-1516937941344-00b4e0337589",
      alt: "Tall steel boiler chimney rising above an industrial plant against the sky",
    },
    icon: "factory",
    projectsCount: "100+",
  },
  {
    id: "supply",
    title: "Industrial Supply",
    description:
      "Supply of IBR-certified super heater coils, bag filters, industrial valves and boiler mountings from approved manufacturers, with test certificates.",
    image: {
      src: "https://images.unsplash.com/photo-1565008447742-97f6f38c985c",
      alt: "Rows of flanged industrial valves and pipe fittings stacked in a warehouse",
    },
    icon: "package",
    projectsCount: "80+",
  },
];
