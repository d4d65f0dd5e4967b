import { Text, View } from "@react-pdf/renderer";
import type { BrochureService, CategoryBrochureData } from "./brochure-content";
import { CheckList } from "./check-list";
import { InnerPage } from "./inner-page";
import { SectionHeading } from "./section-heading";
import { colors, fonts } from "./theme";

function ServiceBlock({
  service,
  number,
  total,
}: {
  service: BrochureService;
  number: number;
  total: number;
}) {
  // A service is never split over two pages (react-pdf's minPresenceAhead does not keep a
  // heading with the text after it reliably), so a page may end with some white space.
  return (
    <View wrap={false} style={{ marginBottom: 14 }}>
      <View
        style={
          number > 1
            ? { borderTopWidth: 0.75, borderTopColor: colors.line, paddingTop: 14 }
            : undefined
        }
      >
        <View
          style={{ flexDirection: "row", alignItems: "baseline", justifyContent: "space-between" }}
        >
          <Text style={{ fontFamily: fonts.bold, fontSize: 14, color: colors.navy }}>
            {service.title}
          </Text>
          <Text
            style={{
              fontFamily: fonts.bold,
              fontSize: 8,
              color: colors.orangeDark,
              letterSpacing: 1,
            }}
          >
            {String(number).padStart(2, "0")} / {String(total).padStart(2, "0")}
          </Text>
        </View>
        <Text
          style={{
            marginTop: 4,
            fontFamily: fonts.bold,
            fontSize: 9.8,
            lineHeight: 1.45,
            color: colors.navyLight,
          }}
        >
          {service.description}
        </Text>
      </View>
      <Text
        style={{
          marginTop: 6,
          marginBottom: 9,
          fontSize: 9,
          lineHeight: 1.5,
          color: colors.muted,
          textAlign: "justify",
        }}
      >
        {service.overview}
      </Text>
      <CheckList items={service.features} columns={2} fontSize={8.8} />
    </View>
  );
}

export function ServicesPage({ brochure }: { brochure: CategoryBrochureData }) {
  const { meta, name, contact, services } = brochure;
  return (
    <InnerPage meta={meta} name={name} contact={contact}>
      <SectionHeading eyebrow={brochure.category.title} title={brochure.servicesTitle} />
      {services.map((service, index) => (
        <ServiceBlock
          key={service.id}
          service={service}
          number={index + 1}
          total={services.length}
        />
      ))}
    </InnerPage>
  );
}
