import { Text, View } from "@react-pdf/renderer";
import type { Claim, CompanyBrochureData } from "./brochure-content";
import { InnerPage } from "./inner-page";
import { SectionHeading } from "./section-heading";
import { colors, fonts, styles } from "./theme";

function ClaimTiles({ claims }: { claims: Claim[] }) {
  return (
    <View style={{ width: 150 }}>
      {claims.map((claim) => (
        <View
          key={claim.label}
          style={{
            backgroundColor: colors.tint,
            borderLeftWidth: 3,
            borderLeftColor: colors.orange,
            padding: 12,
            marginBottom: 10,
          }}
        >
          <Text style={{ fontFamily: fonts.bold, fontSize: 16, color: colors.navy }}>
            {claim.value}
          </Text>
          <Text style={{ fontSize: 8.5, color: colors.muted }}>{claim.label}</Text>
        </View>
      ))}
    </View>
  );
}

function Journey({ milestones }: { milestones: CompanyBrochureData["milestones"] }) {
  return (
    <View wrap={false} style={{ marginTop: 18 }}>
      <Text style={styles.subheading}>Our Journey</Text>
      <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -7 }}>
        {milestones.map((milestone) => (
          <View
            key={milestone.year}
            style={{ width: "33.33%", paddingHorizontal: 7, marginBottom: 12 }}
          >
            <View style={{ borderTopWidth: 2, borderTopColor: colors.orange, paddingTop: 6 }}>
              <Text style={{ fontFamily: fonts.bold, fontSize: 15, color: colors.orangeDark }}>
                {milestone.year}
              </Text>
              <Text style={{ fontFamily: fonts.bold, fontSize: 9.5, color: colors.navy }}>
                {milestone.event}
              </Text>
              <Text style={{ marginTop: 2, fontSize: 8.2, lineHeight: 1.4, color: colors.muted }}>
                {milestone.description}
              </Text>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

export function AboutPage({ brochure }: { brochure: CompanyBrochureData }) {
  const { meta, name, contact } = brochure;
  return (
    <InnerPage meta={meta} name={name} contact={contact}>
      <SectionHeading
        eyebrow="About Us"
        title={brochure.aboutHeadline}
        intro={brochure.description}
      />
      <View style={{ flexDirection: "row" }}>
        <View style={{ flex: 1, paddingRight: 22 }}>
          {brochure.story.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} style={styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </View>
        <ClaimTiles claims={brochure.moreClaims} />
      </View>
      <Journey milestones={brochure.milestones} />
    </InnerPage>
  );
}
