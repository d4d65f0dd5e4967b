import { Text, View } from "@react-pdf/renderer";
import type { CompanyBrochureData, DivisionSummary } from "./brochure-content";
import { CheckList } from "./check-list";
import { InnerPage } from "./inner-page";
import { SectionHeading } from "./section-heading";
import { colors, fonts } from "./theme";

function DivisionCard({ division }: { division: DivisionSummary }) {
  return (
    <View style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }} wrap={false}>
      <View
        style={{
          borderWidth: 0.75,
          borderColor: colors.line,
          borderRadius: 4,
          flexGrow: 1,
        }}
      >
        <View
          style={{
            backgroundColor: colors.navy,
            borderTopLeftRadius: 4,
            borderTopRightRadius: 4,
            paddingHorizontal: 12,
            paddingVertical: 9,
            flexDirection: "row",
            justifyContent: "space-between",
            alignItems: "center",
          }}
        >
          <Text style={{ fontFamily: fonts.bold, fontSize: 12, color: colors.white }}>
            {division.title}
          </Text>
          <Text style={{ fontFamily: fonts.bold, fontSize: 8, color: colors.orange }}>
            {division.projectsCount} projects
          </Text>
        </View>
        <View style={{ padding: 12 }}>
          <Text
            style={{
              fontSize: 8.5,
              lineHeight: 1.45,
              color: colors.muted,
              marginBottom: 9,
            }}
          >
            {division.description}
          </Text>
          <CheckList items={division.serviceTitles} fontSize={9} />
        </View>
      </View>
    </View>
  );
}

export function DivisionsPage({ brochure }: { brochure: CompanyBrochureData }) {
  const { meta, name, contact } = brochure;
  return (
    <InnerPage meta={meta} name={name} contact={contact}>
      <SectionHeading
        eyebrow="What We Do"
        title={brochure.divisionsTitle}
        intro={brochure.divisionsIntro}
      />
      <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
        {brochure.divisions.map((division) => (
          <DivisionCard key={division.id} division={division} />
        ))}
      </View>
    </InnerPage>
  );
}
