import { certifications, email, hours, phones, serviceSteps, warranty } from "~/content/data";
import { type EvalCase, caseMakers } from "./questions";

/*
 * HELD-OUT SET. Written without reading the chat engine (engine, search, vocabulary, language,
 * step-aside, content/chat.yaml) or the expectations of the tuning set; frozen on 2026-11-25.
 * Do not tune the engine on these cases and do not edit them to fit its replies: tune on
 * questions.ts only, and use this set to measure how well that tuning carries over.
 *
 * Buyer questions follow the public pages in SOURCES (a question the page asks, or the point it
 * makes put as a buyer would ask it); the tuning set cites none of those pages. `needs` and `services` mean what they mean in questions.ts: every need must be met, as
 * text in the reply (case-insensitive) or ("/…") a quick reply's exact target, an array being a
 * choice; `services` lists the only service pages the reply may offer. Phrases are the site's
 * own words (content/), and facts (phones, e-mail, hours, warranty) come from ~/content/data.
 */

const SOURCES = {
  // Fire safety
  pace: "Pace Safety Solutions, Fire hydrants vs. sprinkler systems (https://pacesafetyfireextinguishers.blogspot.com/2023/10)",
  digglicious:
    "Digglicious, What is water curtains? (https://www.digglicious.com/questions/what-is-water-curtains/)",
  designingBuildings:
    "Designing Buildings Wiki, Drenchers (https://www.designingbuildings.co.uk/wiki/Drenchers)",
  fpa: "Fire Protection Association (UK), How often should fire alarms be tested? (https://www.thefpa.co.uk/advice-and-guidance/advice-and-guidance-articles/how-often-should-fire-alarms-be-tested-)",
  avm: "AVM Electromech, Conventional and addressable fire alarm systems (https://avmelectromech.com/fire-alarm.html)",
  pump119:
    "119 Pump, What is a jockey pump for a fire-fighting system? (https://www.119pump.com/industry-news/what-is-a-jockey-pump-for-a-fire-fighting-system.html)",
  pump119Faq:
    "119 Pump, What role do jockey pumps play in fire pump system readiness? (https://www.119pump.com/faq/what-role-do-jockey-pumps-play-in-maintaining-fire-pump-system-readiness.html)",
  techtarget:
    "TechTarget IT Knowledge Exchange, Damage caused by FM-200 fire suppression systems (https://itknowledgeexchange.techtarget.com/itanswers/damage-caused-by-fire-supression-systems/)",
  shahFire:
    "Shah Fire Safety, CO2 flooding system (https://shahfiresafety.in/subcategory/co2_flooding_system)",
  fontana:
    "City of Fontana (California), fire sprinkler FAQs (https://www.fontanaca.gov/faq.aspx?TID=22)",
  variex:
    "Variex, Fire extinguisher refilling frequency as per IS 2190 (https://www.variex.in/blog/fire-extinguisher-refilling-frequency-as-per-is-2190/)",
  tnfrs:
    "Tamil Nadu Fire and Rescue Services, No Objection Certificate / Fire Licence (https://www.tnfrs.tn.gov.in/public-utilities/)",
  wikiprocedureTn:
    "Wikiprocedure, Tamil Nadu: obtain a fire license (https://www.wikiprocedure.com/index.php/Tamil_Nadu_-_Obtain_a_Fire_License)",
  ansari:
    "Ansari Solicitor Firm, How to get a fire license in Gujarat (http://ansarisolicitorfirm.com/how-to-get-fire-license-in-gujarat-india/)",
  surat:
    "Surat Municipal Corporation, How do I obtain a fire NOC (https://suratmunicipal.gov.in/FAQs/HowDoIFIRE)",
  oisd: "Oil Industry Safety Directorate, OISD-STD-144 Liquefied Petroleum Gas installations (https://www.oisd.gov.in)",
  fdotstokes:
    "FDOT Stokes, What is the specification of a hydrant point? (https://www.fdotstokes.com/2022/08/13/what-size-is-a-standard-fire-hydrant)",
  dpark:
    "D Park Corporation, Fire hydrant systems in India: rules, standards and best practices (https://www.dparkcorporation.co.in/blog/fire-hydrant-systems-in-india-rules-standards-best-practices)",
  besto: "Besto Exim, Fire hydrant system (https://bestoexim.com/pages/fire-hydrant-system)",
  hegel:
    "Hegel Engineering, ESFR sprinklers for warehousing (https://www.hegelengineering.com/single-post/esfr-sprinklers-the-perfect-solution-to-warehousing)",
  firePros: "Fire Pros, Fire protection FAQs (https://www.firepros.com/fire-protection/faqs/)",
  vacci: "Vacci Fire, Fire audit (http://www.vaccifire.com/audit/)",
  technofire:
    "Technofire, Why AMC is important for fire safety equipment (https://technofire.vercel.app/blog/why-amc-is-important.html)",
  florida:
    "Florida Statutes s. 633.334, installation of fire protection systems (http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=120.57&URL=0600-0699%2F0633%2FSections%2F0633.334.html)",
  engineerfix:
    "EngineerFix, Who installs fire suppression systems? (https://engineerfix.com/who-installs-fire-suppression-systems)",
  vfpg: "Valley Fire Protection Group, What to do when a commercial fire sprinkler system leaks (https://vfpg.com/fire-protection-resources/page/4/)",
  medicalBuyer:
    "Medical Buyer, National Ambulance Code: a new era in ambulance design (https://www.medicalbuyer.co.in/services/national-ambulance-code-dawn-of-a-new-era-in-quality-of-ambulance-design/)",
  waterTender: "Wikipedia, Water tender (https://en.wikipedia.org/wiki/Water_tender)",
  // Boiler systems
  shamraj:
    "Shamraj Enercon, Air preheaters (http://www.shamrajenercon.com/nonsugarproducts/airpreheater.php)",
  mechtechguru:
    "MechTechGuru, Air preheaters: plate, tubular and regenerative (https://mechtechguru.com/2021/04/air-preheaters-plate-type-tubular-type-regenerative-type/)",
  mecholic:
    "Mecholic, Difference between boiler mountings and accessories (https://www.mecholic.com/2015/10/difference-between-boiler-mountings-and-accessories.html)",
  nml: "CSIR-National Metallurgical Laboratory, Failure analysis of a boiler superheater tube (https://www.nmlindia.org/projects/failure-analysis-superheater-tube-boiler)",
  adhara:
    "Adhara Viveka, Stack height (chimney height) glossary (https://adhara-viveka.com/glossary/stack-height)",
  ufc: "UFC 3-430-07, boiler inspection, quoting the National Board on safety valve tests (https://buildingcriteria2.tpub.com/ufc_3_430_07/ufc_3_430_070064.htm)",
  odisha:
    "Directorate of Factories & Boilers, Odisha, Odisha Boiler Rules 1970 (https://dfb.odisha.gov.in/odisha-boiler-rules-1970)",
  upBoiler:
    "Uttar Pradesh Consultant, Boiler registration in Uttar Pradesh (https://uttarpradeshconsultant.com/up/business-licenses/boiler-registration-uttarpradesh/)",
  oresis:
    "Oresis, Screw conveyors and belt conveyors in mining plants (https://oresis.com.tr/?p=13402)",
  engineersCommunity:
    "Engineers Community forum, Rice husk as boiler fuel (https://engineerscommunity.com/t/rice-husk-as-boiler-fuel/4936)",
  // Industrial supply
  masterjaya:
    "Masterjaya, Electrostatic precipitator vs baghouse (https://masterjaya.com.my/electrostatic-precipitator-vs-baghouse/)",
  bolian:
    "Bolian Filter Cloth, How often should dust collector filter bags be replaced? (https://www.bolianfiltercloth.com/ko/how-often-should-dust-collector-filter-bags-be-replaced)",
  iac: "IAC, The ultimate guide to baghouse filter bags (https://news.iac-intl.com/baghouse-blog/the-ultimate-guide-to-understanding-baghouse-filter-bags)",
  engistudies:
    "EngiStudies, Difference between gate valve and globe valve (https://www.engistudies.com/2018/02/difference-between-gate-valve-and-globe.html)",
  pipingEngineer:
    "PipingEngineer.org, Indian Boiler Regulations: steam lines in the scope of IBR (https://pipingengineer.org/indian-boiler-regulations)",
  vajravyuh:
    "Vajravyuh, Steam valve selection guide (https://www.vajravyuh.com/engineering/steam-valve-selection)",
  valvesInline:
    "Valves Inline, delivery information and return of goods (https://valvesinline.com.au/index.php?route=information/information&information_id=6)",
  tradila: "Tradila, FAQ on minimum order quantity and value (https://www.tradila.com/faq)",
  amazonBusiness:
    "Amazon Business India, GST invoice on B2B purchases (https://business.amazon.in/en/key-features/gst)",
  gem: "Government e-Marketplace (GeM), user FAQs (https://gem.gov.in/userFaqs)",
  eastonvision: "Easton Vision, quotation terms and conditions (https://eastonvision.com/news)",
  // Civil infrastructure
  whirlwind:
    "Whirlwind Steel, Conventional vs. pre-engineered steel buildings (https://www.whirlwindsteel.com/blog/bolt-up-conventional-vs.-pre-engineered-steel-buildings)",
  allied:
    "Allied Buildings, How long does it take to build a warehouse? (https://alliedbuildings.com/?p=29250)",
  arterials:
    "Arterials, Flexible vs. rigid pavement (https://www.arterials.co/flexible-vs-rigid-pavement-which-is-right-for-your-project)",
  theConstructor:
    "The Constructor community, What is the purpose of doing a CBR test? (https://community.theconstructor.org/question/what-is-the-purpose-of-doing-cbr-test-60ffa76f58322197a800ec5c)",
  hansIndia:
    "The Hans India, RWH pits must for buildings in Hyderabad (https://thehansindia.com/posts/index/Telangana/2016-11-02/RWH-pits-must-for-buildings-in-Hyderabad/262050)",
  engineeringSociety:
    "Engineering Society, Difference between bridge and culvert (https://www.engineering-society.com/2018/09/different-between-bridge-and-culvert.html)",
  engTips:
    "Eng-Tips forum, Underground cable: any standard for minimum depth (http://www.eng-tips.com/viewthread.cfm?qid=240475)",
  khukhrain:
    "Khukhrain Builders, Horizontal directional drilling (https://khukhrainbuilders.com/Hori%20Dir%20Drilling.html)",
  landbank:
    "Hello Land Bank, Stormwater and flood control for industrial site development (https://hellolandbank.com/what-stormwater-or-flood-control-systems-support-scalable-site-development)",
  // Buying from the firm
  gemBid:
    "GeM Bid Solution, GeM FAQs on buyers publishing tenders (https://www.gembidsolution.com/faq.html)",
  allfrontier:
    "AllfrontierGlobal, Supplier assessment questionnaire (https://allfrontierglobal.com/gdocs/doc23-supplier-assessment-questionnaire/)",
  trademine: "Trademine, Quick guidelines for buyers (http://trademine.ca/Trade-Guidelines)",
  // Messages that are not service requests
  kodabots:
    "Kodabots, How should a chatbot respond to difficult questions? (https://kodabots.com/en/blog/how-should-a-chatbot-respond-to-difficult-questions-automation-in-practice/)",
  twelves:
    "Twelves Company, How to handle irrelevant queries in a chatbot (https://twelvescompany.co.uk/post/how-to-handle-irrelevant-queries-in-chatbot)",
  snrubnomis:
    "Simon Burns on Medium, a banking bot asked 'Can I order a pizza?' (https://medium.com/@snrubnomis/thanks-anthony-2ff6bcca477b)",
  formlova:
    "FormLova, Contact form spam guide: sales pitches, recruiters, applicants (https://formlova.com/en/blog/contact-form-spam-guide)",
  contactitis:
    "Geoff Dutton, Coming down with contactitis (https://progressivepilgrim.review/coming-down-with-contactitis/)",
  messy: "Messy input written for the held-out set",
  other: "Messages that are not service requests, written for the held-out set",
} as const;

const office = phones.office.display;
const iso = certifications[0]!;
const serviceLine = phones.service.display;
const saturday = hours.find((entry) => entry.days === "Sat")!.label;
const designWeeks = serviceSteps.find((step) => step.title === "Design & Engineering")!.timeline;

const { buyer, messy } = caseMakers(SOURCES);

/** Not a service request: no service page may be offered, and the reply should say how to reach us. */
const other = (
  source: keyof typeof SOURCES,
  text: string,
  needs: EvalCase["needs"] = [[email, "/contact"]],
): EvalCase => ({ text, source: SOURCES[source], kind: "other", needs, services: [] });

const FIRE = ["fire-fighting-systems"];
const WATER_FIRE = ["fire-fighting-systems", "hydrant-system", "sprinkler-system", "pump-house-dg"];
const PRICE = ["/faq#pricing", "itemised quotation", "free site survey"];

export const heldOutSet: EvalCase[] = [
  // ── Fire safety ────────────────────────────────────────────────────────────
  buyer(
    "pace",
    "What is the difference between fire hydrants and sprinkler systems?",
    [
      ["/service/hydrant-system", "backbone of fire protection", "within reach of a hose line"],
      ["/service/sprinkler-system", "controls a fire at its source"],
    ],
    ["hydrant-system", "sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "digglicious",
    "What is a water curtain and where is it used?",
    [["/service/water-curtain", "sheet of water", "open drencher nozzles"]],
    ["water-curtain", "fire-fighting-systems"],
  ),
  buyer(
    "designingBuildings",
    "How are drenchers different from sprinklers?",
    [["/service/water-curtain", "discharge all at once", "open drencher nozzles"]],
    ["water-curtain", "sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "fpa",
    "How often should a fire alarm be tested in commercial premises?",
    [["/faq#amc", "quarterly inspections", "test the detectors"]],
    ["alarm-system", "fire-fighting-systems"],
  ),
  buyer(
    "avm",
    "What is the difference between conventional and addressable fire alarm systems?",
    [["exact device in alarm", "zone-wise indication", "/service/alarm-system"]],
    ["alarm-system", "fire-fighting-systems"],
  ),
  buyer(
    "pump119",
    "What is a jockey pump for a fire-fighting system?",
    [["keeps the network pressurised", "/service/pump-house-dg"]],
    ["pump-house-dg", "hydrant-system", "fire-fighting-systems"],
  ),
  buyer(
    "pump119Faq",
    "The fire pump in our building keeps starting and stopping every few minutes. Can you check it?",
    [["/service/pump-house-dg", "jockey pump", "/faq#breakdown-line", serviceLine]],
    WATER_FIRE,
  ),
  buyer(
    "techtarget",
    "What damage would an FM-200 gas discharge cause to the servers in our server room?",
    [["without damaging equipment", "leaving residue", "/service/suppression-system"]],
    ["suppression-system"],
  ),
  buyer(
    "shahFire",
    "Is a CO2 flooding system safe for a room where people work?",
    [["unoccupied", "/service/suppression-system"]],
    ["suppression-system"],
  ),
  buyer(
    "fontana",
    "Can fire sprinklers go off by accident?",
    [["/faq#sprinkler-discharge", "quartzoid bulbs", serviceLine]],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "fontana",
    "Why do I need fire sprinklers if I already have smoke detectors?",
    [["controls a fire at its source", "/service/sprinkler-system"]],
    ["sprinkler-system", "alarm-system", "fire-fighting-systems"],
  ),
  buyer(
    "variex",
    "How often do fire extinguishers have to be refilled as per IS 2190?",
    [["/faq#extinguishers", "refill extinguishers"]],
    FIRE,
  ),
  buyer(
    "tnfrs",
    "Which businesses need a fire licence or NOC from the fire service?",
    [["/faq#fire-noc", "/faq#fire-documents", "fire authority of the state concerned"]],
    FIRE,
  ),
  buyer(
    "wikiprocedureTn",
    "What documents are required to apply for a fire licence in Tamil Nadu?",
    [["/faq#fire-documents", "depends on your building's occupancy"]],
    FIRE,
  ),
  buyer(
    "ansari",
    "Our fire NOC is valid for one year. Do you help with the yearly renewal inspection?",
    [["/faq#occupancy-noc", "every renewal"]],
    FIRE,
  ),
  buyer(
    "surat",
    "How do I obtain a fire NOC before applying for the building use certificate?",
    [["/faq#fire-noc", "drawings prepared for submission"]],
    FIRE,
  ),
  buyer(
    "oisd",
    "Do our LPG storage bullets need a fixed water spray system?",
    [["/service/water-curtain", "medium velocity water spray", "LPG bullets"]],
    ["water-curtain", "fire-fighting-systems"],
  ),
  buyer(
    "fdotstokes",
    "What minimum pressure should the farthest hydrant outlet get?",
    [["3.5 kg/cm", "/service/hydrant-system"]],
    ["hydrant-system", "pump-house-dg", "fire-fighting-systems"],
  ),
  buyer(
    "dpark",
    "Which buildings need a fire hydrant system in India, and which standards apply?",
    [["/service/hydrant-system", "IS 13039"]],
    ["hydrant-system", "fire-fighting-systems"],
  ),
  buyer(
    "besto",
    "Do we need a diesel driven pump as well as the electric pump for our hydrant system?",
    [["diesel engine-driven standby pump", "/service/pump-house-dg"]],
    ["pump-house-dg", "hydrant-system", "fire-fighting-systems"],
  ),
  buyer(
    "hegel",
    "What are ESFR sprinklers and are they suitable for our high-bay warehouse?",
    [["high-piled storage", "/service/sprinkler-system"]],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "firePros",
    "How much does a fire sprinkler system cost?",
    [PRICE],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "vacci",
    "Who can carry out the fire audit that has to be done twice a year?",
    [["/faq#fire-audit", "fire risk assessment"]],
    FIRE,
  ),
  buyer(
    "technofire",
    "What should a fire AMC include, and how many visits a year?",
    [["/faq#amc", "quarterly inspections"]],
    [...WATER_FIRE, "alarm-system"],
  ),
  buyer(
    "florida",
    "Is the fire protection equipment you install guaranteed against defects?",
    [[warranty, "/faq#warranty"]],
    [...WATER_FIRE, "alarm-system", "suppression-system"],
  ),
  buyer("engineerfix", "Who actually installs the system: your own people or a subcontractor?", [
    ["/faq#own-crews", "own trained crews"],
  ]),
  buyer(
    "vfpg",
    "Our sprinkler pipe is leaking in the warehouse. What should we do right now?",
    [[serviceLine, "/faq#sprinkler-discharge"]],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  buyer(
    "medicalBuyer",
    "Are your ambulances built to the National Ambulance Code, AIS-125?",
    [["/service/tender-ambulance", "AIS-125 compliant", "basic patient transport"]],
    ["tender-ambulance"],
  ),
  buyer(
    "waterTender",
    "How many litres of water does your fire tender carry?",
    [["2,000 to 4,500 litre", "/service/tender-ambulance"]],
    ["tender-ambulance"],
  ),

  // ── Boiler systems ─────────────────────────────────────────────────────────
  buyer(
    "shamraj",
    "What is an air preheater and where is it installed in a boiler?",
    [["/service/air-pre-heater", "warm the boiler's combustion air", "recover flue gas heat"]],
    ["air-pre-heater"],
  ),
  buyer(
    "mechtechguru",
    "How much does boiler efficiency improve if we preheat the combustion air?",
    [["one per cent", "every 20 °C rise"]],
    ["air-pre-heater"],
  ),
  buyer(
    "mechtechguru",
    "How do you stop corrosion in the cold end of an air preheater?",
    [["acid dew point", "enamelled tube", "corrosion-resistant steel"]],
    ["air-pre-heater"],
  ),
  buyer(
    "mecholic",
    "What is the difference between boiler mountings and boiler accessories?",
    [["/service/boiler-mountings", "keep it safe to operate", "approved mountings"]],
    ["boiler-mountings", "air-pre-heater", "super-heater-coils", "valves"],
  ),
  buyer(
    "nml",
    "Our superheater tube failed after nine months in service. Can you replace the coils?",
    [["/service/super-heater-coils", "creep, overheating and erosion"]],
    ["super-heater-coils", "super-heater-coils-supply"],
  ),
  buyer(
    "adhara",
    "What is the minimum chimney height for our boiler under CPCB rules?",
    [["/service/boiler-chimney", "CPCB formula", "sulphur dioxide load"]],
    ["boiler-chimney"],
  ),
  buyer(
    "ufc",
    "How often should the safety valves on a steam boiler be pressure tested?",
    [["/service/boiler-mountings", "/faq#ibr-inspection", "annual boiler inspection"]],
    ["boiler-mountings", "valves"],
  ),
  buyer(
    "odisha",
    "Our boiler certificate expires next month. Can you help us get it renewed?",
    [["/faq#ibr-inspection", "certificate renewed"]],
    ["boiler-mountings", "super-heater-coils"],
  ),
  buyer(
    "upBoiler",
    "What documents do I need to register a boiler?",
    [["/faq#ibr-registration", "state's boilers department"]],
    ["boiler-mountings"],
  ),
  buyer(
    "oresis",
    "Screw conveyor or belt conveyor: which is better for hot bed ash from an FBC boiler?",
    [["/service/screw-conveyors", "water-jacketed ash cooling", "enclosed and dust-free"]],
    ["screw-conveyors", "fuel-conveyors"],
  ),
  buyer(
    "engineersCommunity",
    "Can you supply a fuel feeding system for a rice husk fired boiler?",
    [["/service/fuel-conveyors", "5 to 150 TPH", "rice husk, bagasse"]],
    ["fuel-conveyors", "screw-conveyors"],
  ),

  // ── Industrial supply ──────────────────────────────────────────────────────
  buyer(
    "masterjaya",
    "Should we choose an electrostatic precipitator or a baghouse for our boiler?",
    [["/service/bag-filters", "pulse-jet bag filter", "capture fine dust"]],
    ["bag-filters"],
  ),
  buyer(
    "bolian",
    "How often should dust collector filter bags be replaced?",
    [["/service/bag-filters", "replacement filter bags", "under-performing"]],
    ["bag-filters"],
  ),
  buyer(
    "iac",
    "Which filter bag material is right for hot boiler flue gas?",
    [["PTFE", "aramid", "fibreglass", "/service/bag-filters"]],
    ["bag-filters"],
  ),
  buyer(
    "engistudies",
    "What is the difference between a gate valve and a globe valve?",
    [["/service/valves", "help select the right valve"]],
    ["valves"],
  ),
  buyer(
    "pipingEngineer",
    "Do the valves on our steam lines have to be IBR approved?",
    [["valves for steam service", "/faq#ibr-materials", "/service/valves"]],
    ["valves", "boiler-mountings"],
  ),
  buyer(
    "vajravyuh",
    "We need a spring loaded safety relief valve for a steam header. Do you supply one with IBR papers?",
    [["/service/valves", "/service/boiler-mountings"]],
    ["valves", "boiler-mountings"],
  ),
  buyer(
    "valvesInline",
    "Are mill test reports supplied with the valves at no extra charge?",
    [["/faq#ibr-materials", "mill test certificates", "test certificates"]],
    ["valves", "boiler-mountings", "super-heater-coils-supply"],
  ),
  buyer(
    "valvesInline",
    "Can we return valves that were ordered by mistake?",
    [[office, email]],
    ["valves"],
  ),
  buyer("tradila", "Is there a minimum order quantity or minimum order value?", [
    ["/faq#minimum-order", "does not set a minimum order"],
  ]),
  buyer("amazonBusiness", "Will I get a GST invoice so I can claim input tax credit?", [
    ["/faq#gst-invoice", office],
  ]),
  buyer("gem", "Are your prices inclusive of all taxes?", [
    ["/faq#gst-invoice", "/faq#pricing", office],
  ]),
  buyer(
    "gem",
    "How many days does delivery of valves and boiler mountings take after the order?",
    [["/faq#timeline", "/faq#urgent-spares", "dispatched quickly", office]],
    ["valves", "boiler-mountings"],
  ),
  buyer(
    "eastonvision",
    "Are your payment terms negotiable, or do you need full payment in advance?",
    [["/faq#payment-terms", office]],
  ),

  // ── Civil infrastructure ───────────────────────────────────────────────────
  buyer(
    "whirlwind",
    "What is the difference between a pre-engineered building and a conventional steel building?",
    [["/service/building-construction", "pre-engineered steel"]],
    ["building-construction"],
  ),
  buyer(
    "allied",
    "How long does it take to build a warehouse?",
    [["/faq#timeline", designWeeks, "6 to 18 months"]],
    ["building-construction"],
  ),
  buyer(
    "arterials",
    "Flexible or rigid pavement: which is right for roads that carry heavy trucks?",
    [["/service/roads-construction", "lower life-cycle cost", "heavy axle loads"]],
    ["roads-construction"],
  ),
  buyer(
    "theConstructor",
    "What is the purpose of doing a CBR test before building a road?",
    [["CBR tests on the subgrade", "/service/roads-construction"]],
    ["roads-construction"],
  ),
  buyer(
    "hansIndia",
    "Is a rainwater harvesting pit compulsory to get building permission in Hyderabad?",
    [
      [
        "/service/drainage-construction",
        "conditions attached to building permissions",
        "recharge pits",
      ],
    ],
    ["drainage-construction", "building-construction"],
  ),
  buyer(
    "engineeringSociety",
    "What is the difference between a bridge and a culvert?",
    [["/service/bridge-construction", "box culverts", "/service/drainage-construction"]],
    ["bridge-construction", "drainage-construction", "roads-construction"],
  ),
  buyer(
    "engTips",
    "How deep should HT cables be buried in the ground?",
    [["/service/underground-cable", "sand bedding", "IS 1255"]],
    ["underground-cable"],
  ),
  buyer(
    "khukhrain",
    "What is horizontal directional drilling and when is it used for cables?",
    [["/service/underground-cable", "traffic is not stopped", "road, rail and canal crossings"]],
    ["underground-cable"],
  ),
  buyer(
    "landbank",
    "How do you design storm water drains so an industrial plot does not flood in the monsoon?",
    [["/service/drainage-construction", "peak run-off", "rainfall intensity"]],
    ["drainage-construction", "roads-construction"],
  ),

  // ── Buying from us ─────────────────────────────────────────────────────────
  // "Tender" here is a government purchase, not a fire tender: no service page fits.
  buyer("gemBid", "Do you take part in government tenders published on GeM?", [[office, email]]),
  buyer("allfrontier", "Please share your current quality certificates. Are you ISO certified?", [
    ["/faq#iso", iso],
  ]),
  buyer("trademine", "What details should I send you to get an accurate quotation?", [
    ["/faq#quotation", "site location", "/faq#site-survey"],
  ]),

  // ── Messy input ────────────────────────────────────────────────────────────
  messy(
    "fire noc kavali sir, factory patancheru lo, urgent",
    [["/faq#fire-noc", "fire authority of the state concerned"]],
    FIRE,
  ),
  messy(
    "HYDRANT SYSTEM QUOTATION REQUIRED FOR 50000 SQFT WAREHOUSE",
    [
      ["/service/hydrant-system", "backbone of fire protection"],
      ["/faq#quotation", "/contact", office],
    ],
    WATER_FIRE,
  ),
  messy(
    "boilr safty valv setting for ibr inspecton nxt week",
    [["/service/boiler-mountings", "/faq#ibr-inspection", "set and float"]],
    ["boiler-mountings", "valves", "super-heater-coils"],
  ),
  messy(
    "sprinkler leaking water everywhere 😱😱 pls help",
    [serviceLine],
    ["sprinkler-system", "fire-fighting-systems"],
  ),
  messy(
    "9912345678 call me back regarding chimney work",
    [
      ["/service/boiler-chimney", "self-supporting"],
      [office, "/contact"],
    ],
    ["boiler-chimney"],
  ),
  messy(
    "bhai factory ke andar road banana hai, kitna kharcha aayega?",
    [["/service/roads-construction", "heavy axle loads"], PRICE],
    ["roads-construction"],
  ),
  messy(
    "T22 super heater coil urgent stock hai kya??",
    [["/faq#urgent-spares", "stocks of common tube sizes", "/service/super-heater-coils-supply"]],
    ["super-heater-coils-supply", "super-heater-coils"],
  ),
  messy(
    "bag filter emmision high, CPCB notice recieved. what to do",
    [["/service/bag-filters", "CPCB limit", "under-performing"]],
    ["bag-filters", "boiler-chimney"],
  ),
  messy("gst bill milega kya?", [["/faq#gst-invoice", office]]),
  messy(
    "AMBULANCE FOR OUR FACTORY OHC?? PRICE",
    [["/service/tender-ambulance", "National Ambulance Code"]],
    ["tender-ambulance"],
  ),
  messy(
    "11kv cable road crossing HDD - vizag site",
    [["/service/underground-cable", "horizontal directional drilling"]],
    ["underground-cable"],
  ),
  messy(
    "fm200 server room how much",
    [["/service/suppression-system", "without damaging equipment"], PRICE],
    ["suppression-system"],
  ),
  messy("office timings saturday?", [["/faq#hours", saturday]]),
  messy(
    "pre engineerd shed 40x100 mtr kitne din me banega",
    [["/faq#timeline", designWeeks, "6 to 18 months"]],
    ["building-construction"],
  ),

  // ── Not a service request ──────────────────────────────────────────────────
  other(
    "formlova",
    "I am a diploma mechanical fresher looking for a site supervisor job. Where can I send my resume?",
    [[email, "/faq#careers"]],
  ),
  other(
    "formlova",
    "We manufacture ERW MS pipes and fittings and want to register as your vendor. Who handles purchase?",
  ),
  other(
    "other",
    "I am a final year civil engineering student. Please send me the design drawings and project report of a fire hydrant system for my project.",
  ),
  other("twelves", "What's the weather like in Hyderabad today?", [[email, "/contact", office]]),
  other("kodabots", "Who won yesterday's IPL match?", [[email, "/contact", office]]),
  other("snrubnomis", "Can I order a pizza here?", [[email, "/contact", office]]),
  other("other", "Give me the phone number of the Cherlapally fire station.", [
    [email, "/contact", office],
  ]),
  other(
    "other",
    "My neighbour's diesel generator runs all night and the noise is unbearable. Where do I complain?",
  ),
  other(
    "contactitis",
    "We can get your website to the first page of Google. Reply for our SEO packages.",
  ),
  other("kodabots", "Are you a real person or a bot?", [[email, "/contact", office]]),
];
