import { Text, View } from "@react-pdf/renderer";
import type { CategoryBrochureData, ContactDetails } from "./brochure-content";
import { ContactGrid } from "./contact-grid";
import { InnerPage } from "./inner-page";
import { LogoMark } from "./logo-mark";
import { SectionHeading } from "./section-heading";
import { colors, fonts } from "./theme";

function SpecificationTiles({ specifications }: { specifications: string[] }) {
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
      {specifications.map((specification, index) => (
        <View key={specification} style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }}>
          <View
            style={{
              flexGrow: 1,
              flexDirection: "row",
              alignItems: "center",
              backgroundColor: colors.tint,
              borderLeftWidth: 3,
              borderLeftColor: colors.orange,
              padding: 12,
            }}
          >
            <Text
              style={{
                fontFamily: fonts.bold,
                fontSize: 16,
                color: colors.orangeDark,
                width: 30,
              }}
            >
              {String(index + 1).padStart(2, "0")}
            </Text>
            <Text
              style={{
                flex: 1,
                fontFamily: fonts.bold,
                fontSize: 10,
                lineHeight: 1.35,
                color: colors.navy,
              }}
            >
              {specification}
            </Text>
          </View>
        </View>
      ))}
    </View>
  );
}

function ConsultationNote({ text }: { text: string }) {
  return (
    <View
      style={{
        marginTop: 16,
        padding: 16,
        backgroundColor: colors.orangeTint,
        borderRadius: 4,
        flexDirection: "row",
        alignItems: "center",
      }}
    >
      <Text style={{ flex: 1, fontSize: 11, lineHeight: 1.5, color: colors.ink }}>{text}</Text>
    </View>
  );
}

function ContactPanel({
  title,
  intro,
  contact,
}: {
  title: string;
  intro: string;
  contact: ContactDetails;
}) {
  return (
    <View
      wrap={false}
      style={{ marginTop: 24, backgroundColor: colors.navy, borderRadius: 4, padding: 24 }}
    >
      <View style={{ flexDirection: "row", alignItems: "center", marginBottom: 6 }}>
        <LogoMark size={24} />
        <Text style={{ marginLeft: 10, fontFamily: fonts.bold, fontSize: 16, color: colors.white }}>
          {title}
        </Text>
      </View>
      <Text style={{ fontSize: 9.5, lineHeight: 1.5, color: colors.line, marginBottom: 16 }}>
        {intro}
      </Text>
      <ContactGrid contact={contact} tone="dark" />
    </View>
  );
}

export function CommitmentPage({ brochure }: { brochure: CategoryBrochureData }) {
  const { meta, name, contact } = brochure;
  return (
    <InnerPage meta={meta} name={name} contact={contact}>
      <SectionHeading eyebrow="Our Commitment" title={brochure.specificationsTitle} />
      <SpecificationTiles specifications={brochure.specifications} />
      <ConsultationNote text={brochure.consultationText} />
      <ContactPanel title={brochure.contactTitle} intro={brochure.contactIntro} contact={contact} />
    </InnerPage>
  );
}
