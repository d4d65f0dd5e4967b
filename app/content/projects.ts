import type { Project } from "./schemas";

/** The portfolio: six projects covering all four categories. Only project 6 is ongoing. */
export const projects: Project[] = [
  {
    id: 1,
    title: "Integrated Fire Protection for an API Manufacturing Plant",
    category: "fire-safety",
    location: "Genome Valley, Hyderabad",
    year: 2021,
    description:
      "Design and installation of a complete fire protection system for a new active pharmaceutical ingredient block, including solvent storage areas. The system was approved by the state fire department on the first inspection and handed over ahead of the plant's USFDA readiness audit.",
    image: {
      src: "https://images.unsplash.com/photo-1581093588401-fbb62a02f120",
      alt: "Fire hydrant pipework running along the outside of a pharmaceutical plant building",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1587293852726-70cdb56c2866",
        alt: "Red fire fighting pipework with valves and pressure gauges in an industrial plant room",
      },
      {
        src: "https://images.unsplash.com/photo-1621905251918-48416bd8575a",
        alt: "Ceiling-mounted fire sprinkler heads on red pipes in a warehouse",
      },
      {
        src: "https://images.unsplash.com/photo-1558002038-1055907df827",
        alt: "Ceiling smoke detector with an indicator light in an office corridor",
      },
    ],
    features: [
      "Yard hydrant ring main and wet risers to IS 13039",
      "Sprinklers to IS 15105 with foam protection for the solvent yard",
      "Addressable fire alarm with 1,200 devices on 6 loops",
      "Pump house with 2,850 LPM electric and diesel pumps",
    ],
    client: "A leading pharmaceutical API manufacturer",
    valueCrore: 8.5,
    durationMonths: 10,
    status: "Completed",
  },
  {
    id: 2,
    title: "Factory Buildings, Plant Roads and Storm Water Drainage",
    category: "civil",
    location: "Pashamylaram, Sangareddy, Telangana",
    year: 2020,
    description:
      "Construction of a pre-engineered production shed, an RCC utility block and 2.4 km of internal concrete roads for a greenfield polymer plant. A storm water drainage network with rainwater harvesting pits keeps the low-lying site free of waterlogging through the monsoon.",
    image: {
      src: "https://images.unsplash.com/photo-1541888946425-d81bb19240f5",
      alt: "Reinforced concrete structure under construction with scaffolding and a tower crane",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1504307651254-35680f356dfd",
        alt: "Construction workers placing reinforcement on a concrete slab at a building site",
      },
      {
        src: "https://images.unsplash.com/photo-1515162816999-a0c47dc192f7",
        alt: "Road roller compacting a fresh bituminous layer on a new road",
      },
      {
        src: "https://images.unsplash.com/photo-1597476817120-3acfd5f64dc5",
        alt: "Open concrete storm water drain running alongside an industrial road",
      },
    ],
    features: [
      "18,000 m² pre-engineered production shed",
      "2.4 km of M40 PQC roads designed to IRC:58",
      "RCC box drains and 24 rainwater harvesting pits",
      "Completed in phases without stopping adjacent work",
    ],
    client: "Sri Lakshmi Ganapathi Polymers Pvt. Ltd.",
    valueCrore: 18.5,
    durationMonths: 16,
    status: "Completed",
  },
  {
    id: 3,
    title: "Boiler Chimney and Super Heater Replacement at a Paper Mill",
    category: "boiler",
    location: "Rajahmundry, Andhra Pradesh",
    year: 2022,
    description:
      "Replacement of the secondary super heater and air pre-heater of a 60 TPH biomass-fired boiler, and erection of a new 60 m self-supporting steel chimney. All boiler work was completed within a 21-day planned shutdown.",
    image: {
      src: "https://images.unsplash.com/photo-1516937941344-00b4e0337589",
      alt: "Tall steel boiler chimney rising above an industrial plant against the sky",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1504917595217-d4dc5ebe6122",
        alt: "Welder in protective gear joining alloy steel tubes in a fabrication shop",
      },
      {
        src: "https://images.unsplash.com/photo-1513828583688-c52646db42da",
        alt: "Large tubular heat exchanger block being fabricated in a workshop",
      },
      {
        src: "https://images.unsplash.com/photo-1611273426858-450d8e3c9fce",
        alt: "Steel boiler chimney with a caged ladder and platforms beside a boiler house",
      },
    ],
    features: [
      "60 m self-supporting chimney designed to IS 6533",
      "Super heater coils in SA 213 T22 under IBR inspection",
      "Air pre-heater block replaced with enamelled cold-end tubes",
      "Boiler back on line within a 21-day shutdown",
    ],
    client: "Sri Venkateswara Paper Mills Ltd.",
    valueCrore: 6.2,
    durationMonths: 8,
    status: "Completed",
  },
  {
    id: 4,
    title: "Bag Filters, Valves and Boiler Mountings for a Sugar Co-generation Plant",
    category: "supply",
    location: "Bidar, Karnataka",
    year: 2023,
    description:
      "Supply of a pulse-jet bag filter, IBR-certified valves and a complete set of boiler mountings for a bagasse-fired co-generation boiler. The new bag filter brought stack emissions within the limit in the plant's consent to operate before the crushing season began.",
    image: {
      src: "https://images.unsplash.com/photo-1624880357913-a8539238245b",
      alt: "Row of pulse-jet bag filter housings with compressed air headers at a plant",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1581093450021-4a7360e9a6b5",
        alt: "Flanged industrial gate valves with handwheels installed on a steam line",
      },
      {
        src: "https://images.unsplash.com/photo-1518709414768-a88981a4515d",
        alt: "Boiler front with pressure gauge, water level glass and valves",
      },
      {
        src: "https://images.unsplash.com/photo-1565008447742-97f6f38c985c",
        alt: "Rows of flanged industrial valves and pipe fittings stacked in a warehouse",
      },
    ],
    features: [
      "Pulse-jet bag filter for 1,20,000 m³/hr of flue gas",
      "PPS filter bags with SS 304 cages",
      "IBR-certified valves up to ASME Class 900",
      "Safety valves set and floated during the IBR inspection",
    ],
    client: "Manjeera Sugars & Co-generation Ltd.",
    valueCrore: 3.4,
    durationMonths: 6,
    status: "Completed",
  },
  {
    id: 5,
    title: "Minor Bridge and Underground Cabling for a Port-Based Logistics Park",
    category: "civil",
    location: "Visakhapatnam, Andhra Pradesh",
    year: 2024,
    description:
      "Construction of a two-span RCC minor bridge over a drainage channel and the park's 11 kV underground cable network. Road crossings were drilled by HDD so that the operating park stayed open to truck traffic throughout.",
    image: {
      src: "https://images.unsplash.com/photo-1545296664-39db56ad95bd",
      alt: "Concrete bridge deck and piers spanning a river channel",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1621905252507-b35492cc74b4",
        alt: "Power cables being laid in an open trench with sand bedding",
      },
      {
        src: "https://images.unsplash.com/photo-1590496793929-36417d3117de",
        alt: "Horizontal directional drilling rig working beside a park road",
      },
      {
        src: "https://images.unsplash.com/photo-1503387762-592deb58ef4e",
        alt: "Bridge deck reinforcement and shuttering ready for concreting",
      },
    ],
    features: [
      "Two-span RCC bridge designed to IRC:6 and IRC:112",
      "Pile foundations in marine clay",
      "6.8 km of 11 kV and LT cables laid to IS 1255",
      "HDD crossings under four live roads",
    ],
    client: "Vizag Coastal Logistics Park Pvt. Ltd.",
    valueCrore: 14.5,
    durationMonths: 18,
    status: "Completed",
  },
  {
    id: 6,
    title: "Fire Protection and Pump House for a Grade-A Warehousing Park",
    category: "fire-safety",
    location: "Sri City, Andhra Pradesh",
    year: 2025,
    description:
      "Turnkey fire protection for four high-bay warehouses with racked storage up to 12 m. The scope covers ESFR sprinklers, a yard hydrant network, fire alarm and a pump house with standby DG set, with the first two warehouses already handed over for operations.",
    image: {
      src: "https://images.unsplash.com/photo-1586528116311-ad8dd3c8310d",
      alt: "Inclined belt conveyor carrying fuel up to a boiler bunker",
    },
    gallery: [
      {
        src: "https://images.unsplash.com/photo-1553413077-190dd305871c",
        alt: "ESFR sprinkler pipework installed above warehouse racking",
      },
      {
        src: "https://images.unsplash.com/photo-1583321500900-82807e458f3c",
        alt: "Red yard fire hydrant with hose coupling beside a factory road",
      },
      {
        src: "https://images.unsplash.com/photo-1581094288338-2314dddb7ece",
        alt: "Fire pumps with red-painted pipework and valves inside a pump house",
      },
    ],
    features: [
      "ESFR sprinklers for 12 m racked storage to NFPA 13",
      "Yard hydrant ring main with 64 hydrant points",
      "Pump house with 2 × 2,850 LPM main pumps and DG backup",
      "Addressable fire alarm across four warehouses",
    ],
    client: "A national third-party logistics operator",
    valueCrore: 12.8,
    durationMonths: 14,
    status: "Ongoing",
  },
];
