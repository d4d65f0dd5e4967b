// Lower case and split as language.ts splits words: "e-mail" is "email", "pre-heater" "pre heater".

// Words that say nothing about what is asked: chat spellings, and Hindi and Telugu in Latin
// script ("kaise", "ekkada"). They are dropped, as an empty synonym.
const DROPPED =
  "pls plz plss snd fr u ur r abt asap tpl kaise kese kaisa kya kyu kab hai hain ho ka ki ke ko " +
  "se mein aur ya nahi bhai ji aap aapka apka aapki apki aapke apke hamara hamko humko mujhe " +
  "muje milega milegi milta chahiye chaiye karte karta karo kijiye dijiye batao bataiye bhejo " +
  "bhejiye lagega lagegi lagenge kitna kitni kitne kaam hoga hogi honge hota hoti hote raha " +
  "rahe rahi sakta sakte sakti wala wali wale karna karni kar lena dena koi kuch abhi mee mi " +
  "meeru meeku nenu naaku naku manaki undi unnaru unnaya unnara enti emiti ela entha enni " +
  "kavali lo pani cheyandi cheyyandi chestara chestaru chepandi cheppandi ivvandi gurinchi " +
  "kosam teesukovali pondali";

// Words read as others ("word=meaning"; "_" is a space): abbreviations and chat spellings,
// Hindi and Hinglish, Telugu.
const MEANINGS =
  "reqd=required req=required qtn=quotation quotn=quotation quot=quotation qoute=quote " +
  "quatation=quotation quotaion=quotation estmate=estimate amt=amount prc=price rs=price " +
  "inr=price ph=phone mob=phone mobile=phone cell=phone tel=phone telephone=phone " +
  "mail=email emial=email addr=address adress=address addres=address hrs=hours timing=hours " +
  "timings=hours yrs=years yr=years exp=experience cert=certificate certi=certificate " +
  "maint=maintenance maintain=maintenance maintaining=maintenance servicing=maintenance " +
  "wa=whatsapp watsapp=whatsapp whatsap=whatsapp whtsapp=whatsapp guarante=guarantee " +
  "garanty=warranty waranty=warranty warrenty=warranty sprinkeler=sprinkler " +
  "sprinkle=sprinkler hydrent=hydrant alram=alarm boilr=boiler chimny=chimney valv=valve " +
  "tall=height taller=height ap=andhra_pradesh ts=telangana tg=telangana hyd=hyderabad " +
  "vizag=visakhapatnam blr=bangalore kharcha=cost kharch=cost daam=price dam=price " +
  "bhav=price paisa=price paise=price kahan=where kaha=where kidhar=where pata=address " +
  "daftar=office samay=hours din=days mahine=months saal=years jaldi=urgent naukri=job " +
  "shikayat=complaint kagaz=documents kagzat=documents malik=owner ekkada=where dhara=price " +
  "dharalu=price rate=price karchu=cost kharchu=cost chirunama=address rojulu=days " +
  "nelalu=months samayam=hours patralu=documents udyogam=job udyogalu=job firyadu=complaint " +
  "phirryadu=complaint";

export const SYNONYMS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    MEANINGS.split(" ").map((pair) => pair.replaceAll("_", " ").split("=") as [string, string]),
  ),
  ...Object.fromEntries(DROPPED.split(" ").map((word) => [word, ""])),
};

// Dropped so "What are your products made of?" cannot find an answer or a page by chance.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about after again against all also am an and any anyone anything are as ask asked at " +
    "available be because been before being best between both but by can cannot co com could " +
    "dear did do does doing done each else ever every few for from further get gets getting " +
    "give given go going good got had has have having he hello help her here hi him his how " +
    "however i if in info information inquiry enquiry into is it its just kindly know let like " +
    "looking made make makes me mine more most much my need needed needs no not now of off offer " +
    "offered offers ok on once one only or order orders other our ours out over own please " +
    "possible product products provide provided provides question questions regarding " +
    "related require required requirement s same see send sent service services shall she " +
    "should show sir madam so some such team tell than thank thanks that the their them then " +
    "there these they thing things this those through to too type types under until up us " +
    "use used very want wanted was way we well were what whats when where whether which while " +
    "who whom whose why will with within without work works working would yes yet you your " +
    "yours system systems solution solutions company firm ltd pvt limited kind install " +
    "installs installed installing installation installations instal instalation plant plants " +
    "factory factories industry exactly difference differences vs versus better compare " +
    "compared comparison mean means meaning define definition explain describe actually " +
    "really basically purpose today tomorrow yesterday tonight currently"
  ).split(" "),
);

const PROCUREMENT =
  /\b(?:government|govt|gem|e|online|public|open|psu) (?:tenders?|portal|procurement)\b|\btenders? (?:document|notice|enquiry|inquiry|bid|process|portal|procedure)s?\b|\bthrough tenders?\b|\bgem(?: portal)?\b/g;

/** Phrases that decide the keyword group before its words do (SPEC.md's groups, engine.ts). */
export const GROUP_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\bsafety (?:relief )?valv\w*/g, "valve"],
  // Valves of a fire system are fire equipment, not the Industrial Valves we supply.
  [/\bdeluge valves?\b/g, "deluge"],
  [/\b(?:landing|hydrant) valves?\b/g, "hydrant"],
  [/\b(?:installation|zone) control valves?\b/g, "sprinkler"],
  [PROCUREMENT, "procurement"],
];

export const COMPOUNDS: readonly (readonly [RegExp, string])[] = [
  [/\bair pre ?heaters?\b|\bair preheaters?\b|\baph\b/g, "preheater"],
  [/\bpre ?heaters?\b/g, "preheater"],
  [/\bsuper ?heaters?\b/g, "superheater"],
  [/\bpump ?house\b|\bpump ?room\b/g, "pumphouse"],
  [/\bfire ?fighting\b/g, "firefighting"],
  [/\b24 ?x ?7\b|\b24 7\b|\b24 hours\b|\bround the clock\b|\baround the clock\b/g, "24x7"],
  [/\bbag ?house\b|\bdust collectors?\b/g, "baghouse"],
  [/\bfire ?extinguishers?\b/g, "extinguisher"],
  [/\bhow much\b/g, "price"],
  [/\bhow (?:long|soon)\b/g, "long"],
  [/\bphone number\b|\bcontact number\b|\bmobile number\b/g, "phone"],
  [/\bcustomer (?:care|service|support)\b/g, "contact"],
  [/\bwent off\b|\bgoes off\b|\bgo off\b/g, "discharge"],
  // A phrase outweighs a word it contains: a safety valve is a boiler mounting, not fire safety;
  // buying through tenders is not the Fire Tender page.
  [/\bsafety valv\w*/g, "safetyvalve"],
  ...GROUP_PHRASES,
  [/\bpre ?engineered\b/g, "peb"],
  [/\btake part\b|\btaking part\b/g, "participate"],
  [
    /\b(?:not|stopped|isn t|is not|not) (?:working|functioning|starting)\b|\bbroke(?:n)? down\b|\bbreaks? down\b|\bfail\w*/g,
    "breakdown",
  ],
  [/\bhorizontal directional drilling\b/g, "hdd"],
  [
    /\bfreight\b|\b(?:transport|transportation|shipping|delivery|packing) (?:charges?|costs?)\b/g,
    "freight",
  ],
];

// Everyday words ("house", "water", "supply") are left out so they never offer a service page.
export const SERVICE_TERMS: Readonly<Record<string, readonly string[]>> = {
  "fire-fighting-systems": ["firefighting", "fighting"],
  "hydrant-system": ["hydrant", "riser", "hose"],
  "sprinkler-system": ["sprinkler", "esfr"],
  "alarm-system": ["alarm", "detection", "detector", "smoke", "hooter"],
  "suppression-system": ["suppression", "fm200", "novec", "co2", "inergen", "hfc"],
  "pump-house-dg": ["pumphouse", "pump", "dg", "diesel", "genset", "jockey"],
  "tender-ambulance": ["tender", "ambulance", "engine", "truck"],
  "water-curtain": ["curtain", "drencher", "deluge"],
  "building-construction": ["building", "shed", "peb", "rcc", "construction"],
  "roads-construction": ["road", "pavement", "paving", "bitumen", "asphalt", "construction"],
  "drainage-construction": ["drainage", "drain", "storm", "sewer", "construction"],
  "bridge-construction": ["bridge", "culvert", "flyover", "construction"],
  "underground-cable": ["cable", "cabling", "underground", "trench", "hdd"],
  "boiler-chimney": ["chimney", "stack"],
  "air-pre-heater": ["preheater"],
  "super-heater-coils": ["superheater", "coil", "shc"],
  "screw-conveyors": ["screw"],
  "fuel-conveyors": ["fuel", "belt", "coal", "biomass", "elevator", "crusher"],
  "super-heater-coils-supply": ["superheater", "coil", "shc"],
  "bag-filters": ["bag", "baghouse"],
  valves: ["valve", "globe", "butterfly", "safetyvalve"],
  "boiler-mountings": ["mounting", "gauge", "blowdown", "fusible", "safetyvalve"],
};

// "which buildings need a fire NOC" is not about Building Construction; "building construction"
// is, and "the building I'm constructing" still is not: these name a service only with a word
// that is not one of them.
export const WEAK_SERVICE_TERMS: ReadonlySet<string> = new Set([
  "build",
  "construction",
  "building",
]);

export const PROJECT_NOISE: ReadonlySet<string> = new Set(
  "a an leading national third party operator manufacturer ltd pvt co generation plant park".split(
    " ",
  ),
);

// ── What the ranking reads of a sentence ─────────────────────────────────────

/**
 * What the ranking reads of a sentence's text (engine.ts), said by the build for each sentence
 * (search-index.ts), so the browser ranks without the texts and loads only those it shows.
 */
export const SENTENCE_KIND = {
  /** A sentence, not a feature (a line of a list). */
  sentence: 1,
  /** Says how often: what "how often…" asks. */
  howOften: 2,
  /** Says a figure: what "how big…", "what capacity…" ask. */
  howMuch: 4,
  /** Begins with its page's name: "A water curtain is…", "Bag filters capture…" */
  opens: 8,
} as const;

const SAYS_HOW_OFTEN =
  /\b(?:quarterly|annual|annually|yearly|monthly|weekly|daily|every|once|twice)\b/i;
const SAYS_HOW_MUCH =
  /\d[\d,.]*\s?(?:mm|m|km|kg\/cm²|kg|lpm|tph|litres|kv|°c|%|weeks|months)(?![\w])/i;

/** The sentence's kinds (SENTENCE_KIND), as one character, "0" to "?". */
export function sentenceKind(text: string, opens: boolean): string {
  const kind =
    (opens ? SENTENCE_KIND.opens : 0) |
    (/[.!?]$/.test(text) ? SENTENCE_KIND.sentence : 0) |
    (SAYS_HOW_OFTEN.test(text) ? SENTENCE_KIND.howOften : 0) |
    (SAYS_HOW_MUCH.test(text) ? SENTENCE_KIND.howMuch : 0);
  return String.fromCharCode(48 + kind);
}

/** Whether sentence `id` is of this kind, in the build's string of kinds (sentenceKind). */
export function sentenceIs(kinds: string, id: number, kind: number): boolean {
  return ((kinds.charCodeAt(id) - 48) & kind) !== 0;
}
