import type { Service } from "./schemas";

/** Grouped by category, in display order. */
export const services: Service[] = [
  // ── Fire Safety ──────────────────────────────────────────────────────────────
  {
    id: "fire-fighting-systems",
    category: "fire-safety",
    title: "Fire Fighting Systems",
    description:
      "Turnkey fire fighting systems for factories, warehouses and high-rise buildings, designed to NBC 2016 Part 4 and TAC guidelines.",
    fullDescription: [
      "We take single-point responsibility for a building's complete fire fighting installation, from the fire risk assessment and hydraulic design to commissioning and the fire NOC. Our engineers classify the occupancy under NBC 2016 Part 4, size the fire water storage and pumps, and lay out hydrants, sprinklers, detection and portable extinguishers as one coordinated system instead of separate packages from separate vendors.",
      "Every design is backed by hydraulic calculations and drawings prepared for submission to the Telangana State Disaster Response & Fire Services Department or the fire authority of the state concerned. Our own site teams install the pipework, pumps, valves and panels. Each system is flushed, hydrostatically tested at 1.5 times the working pressure and flow-tested at the hydraulically remotest point before handover.",
      "After handover, an annual maintenance contract keeps the installation ready for the fire audit and the insurer's survey. Our technicians carry out quarterly inspections, run the pumps, test the detectors, check valve positions and refill extinguishers, and we keep the dated service records that the fire department and insurance surveyors ask to see at every renewal.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1587293852726-70cdb56c2866",
      alt: "Red fire fighting pipework with valves and pressure gauges in an industrial plant room",
    },
    features: [
      "Fire risk assessment and occupancy classification to NBC 2016 Part 4",
      "Hydraulic design and drawings for fire NOC submission",
      "Hydrant, sprinkler, detection and extinguisher systems under one contract",
      "ERW heavy-class MS pipes to IS 1239 and IS 3589, primed and painted fire red",
      "Hydrostatic test at 1.5 times working pressure for 2 hours",
      "Annual maintenance contracts with quarterly inspections and service records",
    ],
  },
  {
    id: "hydrant-system",
    category: "fire-safety",
    title: "Fire Hydrant System",
    description:
      "Wet riser, yard hydrant and hose reel networks to IS 13039 and NBC 2016, with landing valves, hose cabinets and fire brigade inlets.",
    fullDescription: [
      "A fire hydrant system is the backbone of fire protection in any industrial premises. We design external yard hydrant ring mains, internal wet risers and first-aid hose reels to IS 13039 and NBC 2016 Part 4, placing hydrants so that every part of the building is within reach of a hose line and sizing the main so that the remotest hydrant still delivers at least 3.5 kg/cm².",
      "Above-ground mains use ERW heavy-class MS pipes to IS 1239 and IS 3589; buried mains are wrapped and coated to IS 10221 to resist soil corrosion. We fit single and double-headed landing valves to IS 5290, hose reels to IS 884, RRL hoses with branch pipes, and four-way fire brigade inlets so that fire tenders can pump directly into the network.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1583321500900-82807e458f3c",
      alt: "Red yard fire hydrant with hose coupling beside a factory road",
    },
    features: [
      "Yard hydrant ring mains, wet risers and hose reels to IS 13039",
      "Minimum 3.5 kg/cm² residual pressure at the remotest hydrant",
      "Landing valves to IS 5290 and hose reels to IS 884",
      "Underground pipes wrapped and coated to IS 10221",
      "Four-way fire brigade inlets and hose cabinets with RRL hoses",
      "Flushing, hydrostatic testing and flow test before handover",
    ],
  },
  {
    id: "sprinkler-system",
    category: "fire-safety",
    title: "Automatic Sprinkler System",
    description:
      "Wet-pipe automatic sprinkler systems designed to IS 15105 and NFPA 13 for factories, warehouses, hospitals and commercial buildings.",
    fullDescription: [
      "An automatic sprinkler system controls a fire at its source, often before anyone has noticed it. We classify the hazard of each area as light, ordinary or high under IS 15105 and NFPA 13, then select sprinkler type, temperature rating and design density accordingly, from concealed pendent heads in offices to ESFR sprinklers for high-piled storage in warehouses.",
      "Pipe sizes are confirmed by hydraulic calculation rather than pipe schedules, so the system works at the design flow without oversized pipes. Each installation has an installation control valve with alarm gong, floor-wise zone control valves, flow switches wired to the fire alarm panel and inspector's test points. We use UL listed or FM approved sprinklers with 68 °C quartzoid bulbs unless the area calls for a higher rating.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1621905251918-48416bd8575a",
      alt: "Ceiling-mounted fire sprinkler heads on red pipes in a warehouse",
    },
    features: [
      "Hazard classification and design density to IS 15105 and NFPA 13",
      "Hydraulically calculated pipe sizing for the design area",
      "UL listed or FM approved sprinklers, including ESFR for warehouses",
      "Installation control valve with alarm gong and zone control valves",
      "Flow switches integrated with the fire alarm panel",
      "Inspector's test points and drain valves on every zone",
    ],
  },
  {
    id: "alarm-system",
    category: "fire-safety",
    title: "Fire Alarm & Detection System",
    description:
      "Addressable and conventional fire alarm systems with smoke, heat and multi-sensor detectors, designed to IS 2189 and NFPA 72.",
    fullDescription: [
      "Early detection gives people time to leave and gives the fire team time to act. We design fire alarm and detection systems to IS 2189 and NFPA 72, choosing photoelectric smoke, heat, multi-sensor, beam or aspirating detectors to suit the room and its risks, and placing manual call points and hooters with strobes along every escape route.",
      "For large plants and multi-storey buildings we install addressable panels that show the exact device in alarm, with loop wiring in fire survival cables. The panel's cause-and-effect programme can shut down air handling units, release access-controlled doors, bring lifts to the ground floor, start the public address system and signal the building management system. Smaller premises get reliable conventional panels with zone-wise indication.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1558002038-1055907df827",
      alt: "Ceiling smoke detector with an indicator light in an office corridor",
    },
    features: [
      "Design to IS 2189 and NFPA 72 with detector spacing layouts",
      "Addressable and conventional panels from approved makes",
      "Smoke, heat, multi-sensor, beam and aspirating detectors",
      "Manual call points and hooters with strobes on escape routes",
      "Fire survival cabling for loops and sounder circuits",
      "Cause-and-effect interface with AHUs, lifts, access control and BMS",
    ],
  },
  {
    id: "suppression-system",
    category: "fire-safety",
    title: "Gas Suppression System",
    description:
      "Clean agent and CO₂ suppression systems for server rooms, electrical panels, control rooms and archives, designed to NFPA 2001.",
    fullDescription: [
      "Some rooms cannot be protected with water. Server rooms, control rooms, battery rooms, electrical panels and record archives need a suppression agent that puts out the fire without damaging equipment or leaving residue. We design total flooding systems using HFC-227ea, FK-5-1-12 or inert gas to NFPA 2001 and ISO 14520, and carbon dioxide systems to IS 6382 for unoccupied spaces.",
      "Each system is engineered with agent quantity calculations for the protected volume, seamless cylinders, discharge nozzles, a dedicated detection and release panel, abort and manual release stations, and warning signs. For electrical panels and DG enclosures we offer direct and indirect tube-based systems that detect and suppress fire inside the cabinet itself.",
      "Before commissioning we carry out a door fan room integrity test to confirm that the enclosure will hold the design agent concentration for the required hold time, and we seal cable openings and gaps where it will not. After handover, cylinder weights and pressures, detectors and release circuits are checked at every maintenance visit, and cylinders are hydro-tested when due.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1558494949-ef010cbdcc31",
      alt: "Rows of server racks in a data centre protected by a gas suppression system",
    },
    features: [
      "HFC-227ea, FK-5-1-12 and inert gas systems to NFPA 2001 and ISO 14520",
      "CO₂ total flooding systems to IS 6382 for unoccupied areas",
      "Agent quantity calculation for each protected enclosure",
      "Detection and release panel with abort and manual release stations",
      "Tube-based suppression for electrical panels and DG enclosures",
      "Room integrity test before commissioning",
    ],
  },
  {
    id: "pump-house-dg",
    category: "fire-safety",
    title: "Fire Pump House & DG Sets",
    description:
      "Fire pump houses with electric, diesel and jockey pumps to NFPA 20 and IS 12469, and standby DG sets for an uninterrupted fire water supply.",
    fullDescription: [
      "The fire pump house is where a fire protection system gets its water and pressure. We design and build complete pump houses to NBC 2016, NFPA 20 and IS 12469: a main electric pump, a diesel engine-driven standby pump of the same capacity, and a jockey pump that keeps the network pressurised. Typical ratings range from 2,280 LPM to 2,850 LPM at 7 to 8.8 kg/cm², sized to the hazard.",
      "Pumps are installed under positive suction from the fire water tank, with pressure switches for automatic start in sequence, a dedicated main and standby controller, and a test header with a flow meter so that capacity can be proven during inspections. We also supply and install standby DG sets with CPCB IV+ compliant acoustic enclosures, so the fire pumps and essential loads keep running during a grid outage.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1581094288338-2314dddb7ece",
      alt: "Fire pumps with red-painted pipework and valves inside a pump house",
    },
    features: [
      "Main electric, diesel standby and jockey pumps to NFPA 20 and IS 12469",
      "Capacities from 2,280 LPM to 2,850 LPM at 7 to 8.8 kg/cm²",
      "Positive suction layout with automatic sequential start",
      "Test header with flow meter for capacity verification",
      "CPCB IV+ compliant DG sets with acoustic enclosures",
      "Pump house civil works, cable trays and earthing",
    ],
  },
  {
    id: "tender-ambulance",
    category: "fire-safety",
    title: "Fire Tender & Ambulance",
    description:
      "Industrial fire tenders, quick response vehicles and AIS-125 compliant ambulances built on commercial chassis for plants and townships.",
    fullDescription: [
      "Large plants, industrial parks and townships often need their own first-response vehicles. We build water tenders, foam tenders and compact quick response vehicles on commercial chassis of the client's choice, with water tanks from 2,000 to 4,500 litres, foam tanks, PTO-driven fire pumps delivering up to 2,250 LPM at 7 kg/cm², hose reels, monitors and lockers for breathing apparatus and rescue tools.",
      "For occupational health centres we build ambulances to the AIS-125 National Ambulance Code, from basic patient transport to advanced life support layouts with oxygen, suction and stretcher systems. Every vehicle is delivered with registration support, operator training for the client's fire team and an annual service plan for the pump and body equipment.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1582139329536-e7284fece509",
      alt: "Red fire tender parked outside a fire station with its lockers closed",
    },
    features: [
      "Water and foam tenders with 2,000 to 4,500 litre tanks",
      "PTO-driven fire pumps up to 2,250 LPM at 7 kg/cm²",
      "Quick response vehicles for plant and township fire teams",
      "Ambulances to the AIS-125 National Ambulance Code",
      "Monitors, hose reels and lockers for rescue equipment",
      "Operator training and annual service plans",
    ],
  },
  {
    id: "water-curtain",
    category: "fire-safety",
    title: "Water Curtain System",
    description:
      "Open-nozzle water curtain and deluge systems that stop fire and heat spreading across openings, escape routes and storage areas.",
    fullDescription: [
      "A water curtain is a row of open drencher nozzles that throws a sheet of water across an opening to stop heat and smoke passing through it. We install water curtains at shutters, atrium openings, basement ramps and between storage blocks, and medium velocity water spray systems that cool LPG bullets, solvent tanks and transformers exposed to a nearby fire.",
      "Because open nozzles discharge all at once, the system is controlled by a deluge valve that opens on a signal from heat detectors, quartzoid bulb detectors or a manual release. We calculate the water demand of each curtain, set nozzle spacing and discharge angle to avoid gaps, and check coverage during a full discharge test before handover.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1530973428-5bf2db2e4d71",
      alt: "Sheet of water sprayed from a row of nozzles during a water curtain test",
    },
    features: [
      "Drencher curtains for shutters, atria, ramps and storage blocks",
      "Medium velocity water spray for tanks, LPG bullets and transformers",
      "Deluge valves with detector, pneumatic or manual release",
      "Nozzle spacing and angle set for a continuous curtain",
      "Water demand calculation integrated with the pump house design",
      "Full discharge test before handover",
    ],
  },

  // ── Civil Infrastructure ────────────────────────────────────────────────────
  {
    id: "building-construction",
    category: "civil",
    title: "Building Construction",
    description:
      "RCC factory buildings, pre-engineered sheds, warehouses and administrative blocks built to IS 456, IS 800 and NBC 2016.",
    fullDescription: [
      "We construct the buildings that industry runs in: RCC process buildings, pre-engineered steel sheds, warehouses, utility blocks, canteens and administrative offices. Structural design follows IS 456 for concrete, IS 800 for steel, IS 875 for loads and IS 1893 for seismic forces, and layouts are checked against NBC 2016 so that fire exits, staircases and set-backs are right from the first drawing.",
      "On site we work with design-mix M25 and M30 concrete, Fe 500D TMT reinforcement and a site laboratory that runs slump, cube and sieve tests on every pour. Foundations, superstructure, roofing, flooring, plumbing and electrical works are delivered by one team under one schedule, so the client deals with a single contractor instead of several.",
      "For expansions inside running plants we plan the work in phases, fence off each work front, keep clear access for production traffic and follow the client's permit-to-work and safety induction system. Noisy and dusty activities are scheduled around shift changes and critical operations where needed, so construction goes ahead without stopping the factory or putting its people at risk.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1504307651254-35680f356dfd",
      alt: "Construction workers placing reinforcement on a concrete slab at a building site",
    },
    features: [
      "RCC and pre-engineered steel buildings for industrial use",
      "Structural design to IS 456, IS 800, IS 875 and IS 1893",
      "Design-mix M25 and M30 concrete with Fe 500D TMT bars",
      "Site laboratory for slump, cube and sieve testing",
      "Civil, plumbing and electrical works under one contract",
      "Phased construction inside running plants with permit-to-work",
    ],
  },
  {
    id: "roads-construction",
    category: "civil",
    title: "Road Construction",
    description:
      "Plant roads, approach roads and heavy-duty yards in bituminous or concrete pavement, designed to IRC codes and MoRTH specifications.",
    fullDescription: [
      "Factory roads carry loaded trucks, forklifts and cranes every day, so they must be designed for heavy axle loads rather than light traffic. We carry out CBR tests on the subgrade, estimate traffic in million standard axles and design flexible pavements to IRC:37 and rigid pavements to IRC:58, choosing the option with the lower life-cycle cost for the site.",
      "Construction follows the MoRTH Specifications for Road and Bridge Works: compacted granular sub-base, wet mix macadam, dense bituminous macadam and bituminous concrete for flexible roads, or dowelled pavement quality concrete of M40 grade for rigid roads and truck yards. Every road comes with kerbs, shoulders, side drains, thermoplastic markings and signage, and field density tests are recorded layer by layer.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1515162816999-a0c47dc192f7",
      alt: "Road roller compacting a fresh bituminous layer on a new road",
    },
    features: [
      "Subgrade CBR testing and traffic survey",
      "Flexible pavement design to IRC:37 and rigid pavement to IRC:58",
      "Works to MoRTH Specifications for Road and Bridge Works",
      "GSB, WMM, DBM and BC layers or M40 PQC with dowel bars",
      "Kerbs, side drains, thermoplastic markings and signage",
      "Layer-wise field density and thickness records",
    ],
  },
  {
    id: "drainage-construction",
    category: "civil",
    title: "Drainage Construction",
    description:
      "Storm water drainage, culverts, sewer lines and rainwater harvesting pits that keep industrial sites dry through the monsoon.",
    fullDescription: [
      "Poor drainage floods plant roads, damages foundations and halts production every monsoon. We survey the site levels, work out catchment areas and design storm water drainage for the local rainfall intensity, sizing each drain, culvert and outfall to carry the peak run-off without backing up. Sewer lines and connections to the effluent treatment plant are designed to the CPHEEO manual.",
      "Our crews build RCC box drains, precast U-drains, NP3 RCC pipe culverts to IS 458 and brick or RCC manholes with heavy-duty covers. We also construct recharge pits, percolation trenches and rainwater harvesting sumps that return clean roof water to the ground, helping clients meet the groundwater conditions attached to building permissions.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1597476817120-3acfd5f64dc5",
      alt: "Open concrete storm water drain running alongside an industrial road",
    },
    features: [
      "Contour survey and storm water drainage design for peak run-off",
      "RCC box drains, precast U-drains and covered drains",
      "NP3 RCC pipe culverts to IS 458",
      "Sewer lines and ETP connections to the CPHEEO manual",
      "Manholes and chambers with heavy-duty covers",
      "Rainwater harvesting and groundwater recharge pits",
    ],
  },
  {
    id: "bridge-construction",
    category: "civil",
    title: "Bridge Construction",
    description:
      "Minor bridges, culverts, foot-over bridges and pipe-rack crossings in RCC and steel, designed to IRC:6, IRC:112 and IRC:24.",
    fullDescription: [
      "Industrial sites and the roads that serve them often cross nalas, canals, railway sidings and internal roads. We design and build minor bridges, box culverts, foot-over bridges and pipe-rack or conveyor crossings, with loads to IRC:6, concrete design to IRC:112 and steel design to IRC:24, and foundations chosen after a geotechnical investigation.",
      "Our teams handle open and pile foundations, RCC and PSC girders, steel truss spans, elastomeric bearings, expansion joints, crash barriers and approach slabs. Where a crossing must stay open to traffic, we plan diversions and staged construction. Load testing, as-built drawings and a maintenance manual are part of every bridge handover.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1545296664-39db56ad95bd",
      alt: "Concrete bridge deck and piers spanning a river channel",
    },
    features: [
      "Minor bridges, box culverts and foot-over bridges",
      "Loads to IRC:6, concrete to IRC:112 and steel to IRC:24",
      "Geotechnical investigation and pile or open foundations",
      "RCC, PSC and steel truss superstructures",
      "Elastomeric bearings, expansion joints and crash barriers",
      "Load testing, as-built drawings and maintenance manual",
    ],
  },
  {
    id: "underground-cable",
    category: "civil",
    title: "Underground Cable Laying",
    description:
      "Trenching, HDD and laying of HT, LT, control and fibre cables to IS 1255, with route markers, testing and as-built drawings.",
    fullDescription: [
      "Underground cabling keeps power and communication routes safe from weather, vehicles and fire. We lay HT cables up to 33 kV, LT power, control and optical fibre cables to IS 1255, in excavated trenches with sand bedding, brick or RCC slab protection and warning tape, or in HDPE and DWC ducts where cables must be replaced later without digging.",
      "Road, rail and canal crossings are completed by horizontal directional drilling, so traffic is not stopped and finished surfaces are not broken. After laying, every cable is insulation-tested and HT cables are high-voltage tested before jointing and termination. We fix cable route markers and joint markers and hand over as-built route drawings with depths and offsets.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1621905252507-b35492cc74b4",
      alt: "Power cables being laid in an open trench with sand bedding",
    },
    features: [
      "HT cables up to 33 kV, LT, control and fibre cables to IS 1255",
      "Trenching with sand bedding, brick protection and warning tape",
      "HDPE and DWC ducts with draw pits for future cables",
      "Horizontal directional drilling for road and rail crossings",
      "Insulation resistance and HV testing before jointing",
      "Route markers and as-built drawings with depths and offsets",
    ],
  },

  // ── Boiler Systems ──────────────────────────────────────────────────────────
  {
    id: "boiler-chimney",
    category: "boiler",
    title: "Boiler Chimney",
    description:
      "Self-supporting steel boiler chimneys designed to IS 6533 and CPCB stack height norms, with platforms, ladders and sampling ports.",
    fullDescription: [
      "A boiler chimney must carry flue gas high enough to disperse it safely and stand up to wind, earthquakes and corrosion for decades. We design self-supporting MS chimneys to IS 6533, with stack height fixed by the CPCB formula for the sulphur dioxide load of the boiler and never below the minimum in the plant's consent conditions, and shell thickness that includes a corrosion allowance.",
      "Chimneys are fabricated in our works in flanged or welded sections, shot-blasted and painted with heat-resistant coatings, and erected with cranes on anchor-bolt foundations. Each chimney carries sampling ports and platforms placed as the CPCB emission monitoring guidelines require, caged ladders, aviation warning lights and a lightning protection system, and can be fitted with a CEMS platform for continuous monitoring.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1611273426858-450d8e3c9fce",
      alt: "Steel boiler chimney with a caged ladder and platforms beside a boiler house",
    },
    features: [
      "Self-supporting MS chimneys designed to IS 6533",
      "Stack height to CPCB norms for the boiler's SO₂ load",
      "Shell thickness with corrosion allowance and heat-resistant painting",
      "Sampling ports and platforms for stack emission monitoring",
      "Caged ladders, aviation lights and lightning protection",
      "Optional CEMS platform and flue duct connections",
    ],
  },
  {
    id: "air-pre-heater",
    category: "boiler",
    title: "Air Pre-Heater",
    description:
      "Tubular air pre-heaters that recover flue gas heat to warm combustion air, improving boiler efficiency and cutting fuel use.",
    fullDescription: [
      "An air pre-heater recovers heat that would otherwise leave through the chimney and uses it to warm the boiler's combustion air. As a rule of thumb, every 20 °C rise in air temperature improves boiler efficiency by about one per cent, so a well-designed pre-heater pays for itself quickly on coal, biomass and husk-fired boilers.",
      "We design tubular air pre-heaters for new boilers and as replacement blocks for existing ones, using ERW carbon steel tubes to IS 1914 or SA 178, with tube sheets, baffles and expansion joints sized for the gas and air flows. To resist acid dew point corrosion at the cold end we offer thicker tubes, corrosion-resistant steel or enamelled tube sections.",
      "Replacement blocks are pre-assembled and tested in our works, then installed during the client's planned shutdown. Our site team removes the old block, sets the new one, completes the duct and expansion joint connections and carries out a leakage test before the boiler goes back into service, so the stoppage stays as short as possible and production resumes on schedule.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1513828583688-c52646db42da",
      alt: "Large tubular heat exchanger block being fabricated in a workshop",
    },
    features: [
      "Tubular air pre-heaters for new and existing boilers",
      "ERW carbon steel tubes to IS 1914 or SA 178",
      "Thermal design for flue gas and air flow at full load",
      "Cold-end protection against acid dew point corrosion",
      "Pre-assembled replacement blocks for short shutdowns",
      "Leakage test before the boiler returns to service",
    ],
  },
  {
    id: "super-heater-coils",
    category: "boiler",
    title: "Super Heater Coils",
    description:
      "Design, fabrication and replacement of primary and secondary super heater coils in SA 213 T11 and T22 alloy steel under IBR 1950.",
    fullDescription: [
      "Super heater coils run at the highest metal temperatures in a boiler, so failures from creep, overheating and erosion are common. We redesign and replace primary and secondary super heater coils for travelling grate, FBC, AFBC and oil-fired boilers, selecting alloy steel SA 213 T11, T22 or T91 and carbon steel SA 210 to suit the steam temperature at each bank.",
      "Coils are bent on CNC benders, welded by IBR-qualified welders with TIG root passes, stress-relieved by post-weld heat treatment where required, radiographed and hydrostatically tested at 1.5 times the design pressure. All fabrication and testing is inspected and certified under the Indian Boiler Regulations, 1950, and the coils are erected at site during the planned shutdown.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1504917595217-d4dc5ebe6122",
      alt: "Welder in protective gear joining alloy steel tubes in a fabrication shop",
    },
    features: [
      "Alloy steel SA 213 T11, T22 and T91 and carbon steel SA 210 tubes",
      "CNC tube bending with controlled ovality and wall thinning",
      "IBR-qualified welders with TIG root passes",
      "Post-weld heat treatment and 100% radiography of butt welds",
      "Hydrostatic test at 1.5 times design pressure",
      "IBR inspection, certification and site erection",
    ],
  },
  {
    id: "screw-conveyors",
    category: "boiler",
    title: "Screw Conveyors",
    description:
      "Screw conveyors for ash, coal fines, biomass and powders from 1 to 30 TPH, built in MS, SS 304 or wear-resistant steel.",
    fullDescription: [
      "Screw conveyors move ash, coal fines, biomass, lime and other bulk materials in a compact, enclosed and dust-free way. We design U-trough and tubular screw conveyors to CEMA 350 for capacities from 1 to 30 TPH, choosing screw diameter, pitch and speed for the material's density and abrasiveness, and the loading it can tolerate.",
      "Flights and troughs are made in MS, SS 304 for corrosive materials or wear-resistant steel with hard-faced flights for hot ash. Water-jacketed ash cooling screws bring bed ash from FBC boilers down to a safe handling temperature. Drives use helical geared motors with variable frequency drives, and hanger bearings, seals and inspection doors are placed so that maintenance is quick.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1581092918056-0c4c3acd3789",
      alt: "Enclosed screw conveyor trough with a geared motor drive in a boiler house",
    },
    features: [
      "U-trough and tubular screw conveyors to CEMA 350",
      "Capacities from 1 to 30 TPH",
      "MS, SS 304 and wear-resistant steel construction",
      "Water-jacketed ash cooling screws for FBC boilers",
      "Helical geared motors with variable frequency drives",
      "Accessible hanger bearings, seals and inspection doors",
    ],
  },
  {
    id: "fuel-conveyors",
    category: "boiler",
    title: "Fuel Conveyors",
    description:
      "Belt conveyors, chain conveyors and bucket elevators that feed coal, husk and biomass to boilers at 5 to 150 TPH.",
    fullDescription: [
      "A boiler is only as reliable as the system that feeds it. We design and build complete fuel handling systems for coal, rice husk, bagasse and other biomass: ground hoppers, belt conveyors, drag chain conveyors, bucket elevators, crushers, vibrating screens and bunker feeding, with capacities from 5 to 150 TPH.",
      "Belt conveyors are designed to IS 11592 with belting to IS 1891 and idlers to IS 8598, and come with galleries, walkways and trestles. For safety and availability we fit pull-cord switches, belt sway switches, zero-speed switches, magnetic separators to remove tramp iron, and dust suppression at transfer points. Interlocks with the boiler control system start and stop each conveyor in sequence.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1586528116311-ad8dd3c8310d",
      alt: "Inclined belt conveyor carrying fuel up to a boiler bunker",
    },
    features: [
      "Belt conveyors to IS 11592 with belting to IS 1891",
      "Drag chain conveyors and bucket elevators for biomass and coal",
      "Capacities from 5 to 150 TPH",
      "Crushers, vibrating screens and magnetic separators",
      "Pull-cord, belt sway and zero-speed safety switches",
      "Sequential interlocks with the boiler control system",
    ],
  },

  // ── Industrial Supply ───────────────────────────────────────────────────────
  {
    id: "super-heater-coils-supply",
    category: "supply",
    title: "Super Heater Coils Supply",
    description:
      "Ready-to-install super heater coils, bends and headers supplied with IBR certification, material test certificates and test reports.",
    fullDescription: [
      "Many plants have their own maintenance teams and only need the parts. We supply super heater coils, U-bends, headers and stub assemblies ready to install, made from SA 213 T11, T22 and T91 alloy steel or SA 210 carbon steel tubes sourced from approved mills, to the client's drawings or to drawings we prepare by measuring the existing coils.",
      "Each consignment is dispatched with IBR certification, mill test certificates, radiography and hydrostatic test reports and a dimensional inspection record. Coils are end-capped, braced and packed for road transport, and we hold stocks of common tube sizes so urgent breakdown orders can be fabricated and dispatched quickly across South India.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1567789884554-0b844b597180",
      alt: "Bundles of bent steel boiler tubes stacked for dispatch in a yard",
    },
    features: [
      "Coils, U-bends, headers and stub assemblies ready to install",
      "SA 213 T11, T22, T91 and SA 210 tubes from approved mills",
      "Made to client drawings or reverse-engineered from site",
      "IBR certification with mill test certificates",
      "Radiography, hydrostatic test and dimensional reports",
      "Stock of common tube sizes for urgent breakdown orders",
    ],
  },
  {
    id: "bag-filters",
    category: "supply",
    title: "Bag Filters",
    description:
      "Pulse-jet bag filters and replacement filter bags that keep boiler and process dust emissions within CPCB norms.",
    fullDescription: [
      "Bag filters capture fine dust from boiler flue gas, kilns, crushers and material handling points before it reaches the chimney or the workplace. We supply complete pulse-jet bag filter units sized on the right air-to-cloth ratio for the gas volume and temperature, with a sequential timer, compressed air headers, differential pressure monitoring and rotary airlock valves, designed to keep particulate emissions within the CPCB limit set in the plant's consent to operate.",
      "We also supply replacement filter bags and cages for existing units. Bags are made in polyester, polypropylene, aramid, PPS, PTFE-membrane or fibreglass media to suit the gas temperature and chemistry, and cages in galvanised steel or SS 304. Our engineers can inspect a filter that is under-performing and recommend changes to media, cleaning pressure or cycle time.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1624880357913-a8539238245b",
      alt: "Row of pulse-jet bag filter housings with compressed air headers at a plant",
    },
    features: [
      "Pulse-jet bag filters sized on air-to-cloth ratio",
      "Designed to meet CPCB particulate emission limits",
      "Filter bags in polyester, aramid, PPS, PTFE and fibreglass media",
      "Cages in galvanised steel or SS 304",
      "Sequential timers and differential pressure monitoring",
      "Site inspection and performance troubleshooting",
    ],
  },
  {
    id: "valves",
    category: "supply",
    title: "Industrial Valves",
    description:
      "Gate, globe, check, ball, butterfly and safety valves for steam, water, oil and air service, IBR-certified where required.",
    fullDescription: [
      "We supply industrial valves for steam, condensate, water, oil, air and chemical lines: gate, globe and check valves, ball and butterfly valves, plug valves, strainers and safety relief valves. Sizes run from 15 mm to 600 mm and pressure classes from PN 16 to ASME Class 1500, in cast iron, carbon steel WCB, alloy steel WC6 and stainless steel CF8 and CF8M.",
      "Valves are sourced from established Indian manufacturers to IS 14846, IS 13095, API 600 and ASME B16.34 as the service requires, and valves for steam service come with IBR certification. Every supply is backed by test certificates, and our engineers help select the right valve type, end connection and trim for the line conditions.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1581093450021-4a7360e9a6b5",
      alt: "Flanged industrial gate valves with handwheels installed on a steam line",
    },
    features: [
      "Gate, globe, check, ball, butterfly and plug valves",
      "Sizes from 15 mm to 600 mm, PN 16 to ASME Class 1500",
      "Cast iron, WCB, WC6, CF8 and CF8M bodies",
      "Valves to IS 14846, IS 13095, API 600 and ASME B16.34",
      "IBR-certified valves for steam service",
      "Selection support for type, end connection and trim",
    ],
  },
  {
    id: "boiler-mountings",
    category: "supply",
    title: "Boiler Mountings",
    description:
      "IBR-approved boiler mountings: safety valves, water level gauges, blow-down valves, feed check valves, stop valves and pressure gauges.",
    fullDescription: [
      "Every boiler registered under the Indian Boiler Regulations, 1950 must carry a set of approved mountings that keep it safe to operate. We supply spring-loaded safety valves, direct and remote water level gauges, main steam stop valves, feed check valves, blow-down valves, pressure gauges, fusible plugs and low water alarms for shell and water-tube boilers up to 105 kg/cm².",
      "All mountings come with IBR certification and test certificates. Our technicians can fit them during the annual boiler inspection, set and float the safety valves in the presence of the boiler inspector, and keep a record of settings and replacements for the next inspection, so the boiler gets its certificate renewed without delay.",
    ],
    image: {
      src: "https://images.unsplash.com/photo-1518709414768-a88981a4515d",
      alt: "Boiler front with pressure gauge, water level glass and valves",
    },
    features: [
      "Safety valves, water level gauges and main steam stop valves",
      "Feed check valves, blow-down valves and fusible plugs",
      "Pressure gauges and low water alarms",
      "For shell and water-tube boilers up to 105 kg/cm²",
      "IBR certification and test certificates with every supply",
      "Safety valve setting and floating during the annual IBR inspection",
    ],
  },
];
