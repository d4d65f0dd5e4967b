import { Text, View } from "@react-pdf/renderer";
import type { CompanyBrochureData } from "./brochure-content";
import { CheckList } from "./check-list";
import { InnerPage } from "./inner-page";
import { SectionHeading } from "./section-heading";
import { colors, fonts, styles } from "./theme";

type Step = CompanyBrochureData["steps"][number];

function StepNumber({ number }: { number: number }) {
  return (
    <View
      style={{
        width: 40,
        height: 40,
        borderRadius: 20,
        backgroundColor: colors.orange,
        alignItems: "center",
        justifyContent: "center",
        marginRight: 14,
      }}
    >
      <Text style={{ fontFamily: fonts.bold, fontSize: 14, color: colors.white }}>
        {String(number).padStart(2, "0")}
      </Text>
    </View>
  );
}

function StepRow({
  step,
  number,
  isLast,
  timeline,
}: {
  step: Step;
  number: number;
  isLast: boolean;
  timeline: string;
}) {
  return (
    <View
      wrap={false}
      style={{
        flexDirection: "row",
        marginBottom: 11,
        paddingBottom: 11,
        borderBottomWidth: isLast ? 0 : 0.75,
        borderBottomColor: colors.line,
      }}
    >
      <StepNumber number={number} />
      <View style={{ flex: 1 }}>
        <View
          style={{
            flexDirection: "row",
            justifyContent: "space-between",
            alignItems: "center",
          }}
        >
          <Text style={{ fontFamily: fonts.bold, fontSize: 13, color: colors.navy }}>
            {step.title}
          </Text>
          <Text
            style={{
              fontFamily: fonts.bold,
              fontSize: 8,
              color: colors.navyLight,
              backgroundColor: colors.tint,
              paddingHorizontal: 7,
              paddingVertical: 3,
              borderRadius: 8,
            }}
          >
            {timeline}: {step.timeline}
          </Text>
        </View>
        <Text
          style={{
            marginTop: 4,
            marginBottom: 8,
            fontSize: 9.5,
            lineHeight: 1.45,
            color: colors.muted,
          }}
        >
          {step.description}
        </Text>
        <CheckList items={step.features} columns={2} fontSize={8.8} />
      </View>
    </View>
  );
}

function CoreValues({ values }: { values: CompanyBrochureData["values"] }) {
  return (
    <View wrap={false} style={{ marginTop: 2 }}>
      <Text style={styles.subheading}>Our Core Values</Text>
      <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
        {values.map((value) => (
          <View key={value.title} style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }}>
            <View
              style={{
                backgroundColor: colors.tint,
                borderTopWidth: 3,
                borderTopColor: colors.navyLight,
                paddingHorizontal: 12,
                paddingVertical: 10,
                flexGrow: 1,
              }}
            >
              <Text
                style={{
                  fontFamily: fonts.bold,
                  fontSize: 11,
                  color: colors.navy,
                  marginBottom: 3,
                }}
              >
                {value.title}
              </Text>
              <Text style={{ fontSize: 8.8, lineHeight: 1.45, color: colors.ink }}>
                {value.description}
              </Text>
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}

export function WorkProcessPage({ brochure }: { brochure: CompanyBrochureData }) {
  const { meta, name, contact, steps } = brochure;
  return (
    <InnerPage meta={meta} name={name} contact={contact}>
      <SectionHeading
        eyebrow={brochure.stepsEyebrow}
        title={brochure.stepsTitle}
        intro={brochure.stepsIntro}
      />
      {steps.map((step, index) => (
        <StepRow
          key={step.title}
          step={step}
          number={index + 1}
          isLast={index === steps.length - 1}
          timeline={brochure.stepsTimeline}
        />
      ))}
      <CoreValues values={brochure.values} />
    </InnerPage>
  );
}
