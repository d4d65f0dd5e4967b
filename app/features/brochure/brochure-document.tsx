import { Document, Page, Text, View } from "@react-pdf/renderer";
import type {
  BrochureData,
  BrochureService,
  CategoryBrochureData,
  CompanyBrochureData,
  ContactDetails,
} from "./brochure-content";
import {
  CheckList,
  ContactGrid,
  Cover,
  InnerPage,
  LogoMark,
  SectionHeading,
} from "./brochure-parts";
import { colors, fonts, styles } from "./theme";

/**
 * The printed brochures, laid out as react-pdf components. Rendered at build time only
 * (scripts/build-brochures.ts); no page of the site imports this folder.
 */
export function BrochureDocument({ brochure }: { brochure: BrochureData }) {
  const { meta } = brochure;
  return (
    <Document
      title={meta.title}
      author={meta.author}
      subject={meta.subject}
      keywords={meta.keywords}
      creator={brochure.name}
      language="en-IN"
      pageMode="useNone"
      pageLayout="singlePage"
    >
      {brochure.kind === "company" ? (
        <CompanyBrochure brochure={brochure} />
      ) : (
        <CategoryBrochure brochure={brochure} />
      )}
    </Document>
  );
}

function CompanyBrochure({ brochure }: { brochure: CompanyBrochureData }) {
  const { meta, contact, name } = brochure;
  return (
    <>
      <Cover
        name={name}
        eyebrow="Company Brochure"
        title={name}
        text={brochure.tagline}
        claims={brochure.claims}
        contact={contact}
        foundingYear={brochure.foundingYear}
      />

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
          <View style={{ width: 150 }}>
            {brochure.moreClaims.map((claim) => (
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
        </View>

        <View wrap={false} style={{ marginTop: 18 }}>
          <Text style={styles.subheading}>Our Journey</Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -7 }}>
            {brochure.milestones.map((milestone) => (
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
                  <Text
                    style={{ marginTop: 2, fontSize: 8.2, lineHeight: 1.4, color: colors.muted }}
                  >
                    {milestone.description}
                  </Text>
                </View>
              </View>
            ))}
          </View>
        </View>
      </InnerPage>

      <InnerPage meta={meta} name={name} contact={contact}>
        <SectionHeading
          eyebrow="What We Do"
          title={brochure.divisionsTitle}
          intro={brochure.divisionsIntro}
        />
        <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
          {brochure.divisions.map((division) => (
            <View
              key={division.id}
              style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }}
              wrap={false}
            >
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
          ))}
        </View>
      </InnerPage>

      <InnerPage meta={meta} name={name} contact={contact}>
        <SectionHeading
          eyebrow="How We Work"
          title={brochure.stepsTitle}
          intro={brochure.stepsIntro}
        />
        {brochure.steps.map((step, index) => (
          <View
            key={step.title}
            wrap={false}
            style={{
              flexDirection: "row",
              marginBottom: 11,
              paddingBottom: 11,
              borderBottomWidth: index < brochure.steps.length - 1 ? 0.75 : 0,
              borderBottomColor: colors.line,
            }}
          >
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
                {String(index + 1).padStart(2, "0")}
              </Text>
            </View>
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
                  Timeline: {step.timeline}
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
        ))}

        <View wrap={false} style={{ marginTop: 2 }}>
          <Text style={styles.subheading}>Our Core Values</Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
            {brochure.values.map((value) => (
              <View
                key={value.title}
                style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }}
              >
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
      </InnerPage>

      <BackCover
        name={name}
        title={brochure.contactTitle}
        intro={brochure.contactIntro}
        contact={contact}
      />
    </>
  );
}

function CategoryBrochure({ brochure }: { brochure: CategoryBrochureData }) {
  const { meta, contact, name, category } = brochure;
  return (
    <>
      <Cover
        name={name}
        eyebrow="Service Brochure"
        title={category.title}
        text={category.description}
        claims={brochure.claims}
        contact={contact}
      />

      <InnerPage meta={meta} name={name} contact={contact}>
        <SectionHeading eyebrow={category.title} title={brochure.servicesTitle} />
        {brochure.services.map((service, index) => (
          <ServiceBlock
            key={service.id}
            service={service}
            number={index + 1}
            total={brochure.services.length}
          />
        ))}
      </InnerPage>

      <InnerPage meta={meta} name={name} contact={contact}>
        <SectionHeading eyebrow="Our Commitment" title={brochure.specificationsTitle} />
        <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
          {brochure.specifications.map((specification, index) => (
            <View
              key={specification}
              style={{ width: "50%", paddingHorizontal: 6, marginBottom: 12 }}
            >
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
          <Text style={{ flex: 1, fontSize: 11, lineHeight: 1.5, color: colors.ink }}>
            {brochure.consultationText}
          </Text>
        </View>

        <View
          wrap={false}
          style={{ marginTop: 24, backgroundColor: colors.navy, borderRadius: 4, padding: 24 }}
        >
          <View style={{ flexDirection: "row", alignItems: "center", marginBottom: 6 }}>
            <LogoMark size={24} />
            <Text
              style={{ marginLeft: 10, fontFamily: fonts.bold, fontSize: 16, color: colors.white }}
            >
              {brochure.contactTitle}
            </Text>
          </View>
          <Text style={{ fontSize: 9.5, lineHeight: 1.5, color: colors.line, marginBottom: 16 }}>
            {brochure.contactIntro}
          </Text>
          <ContactGrid contact={contact} tone="dark" />
        </View>
      </InnerPage>
    </>
  );
}

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

/** The company brochure's last page: how to reach us, on navy. */
function BackCover({
  name,
  title,
  intro,
  contact,
}: {
  name: string;
  title: string;
  intro: string;
  contact: ContactDetails;
}) {
  return (
    <Page size="A4" style={{ ...styles.darkPage, padding: 56 }}>
      <View style={{ flexDirection: "row", alignItems: "center" }}>
        <LogoMark size={30} />
        <Text style={{ marginLeft: 10, fontFamily: fonts.bold, fontSize: 13 }}>{name}</Text>
      </View>
      <View style={{ marginTop: 170 }}>
        <Text style={{ ...styles.eyebrow, color: colors.orange }}>Contact Us</Text>
        <Text style={{ marginTop: 6, fontFamily: fonts.bold, fontSize: 30, lineHeight: 1.15 }}>
          {title}
        </Text>
        <View style={{ marginTop: 14, width: 64, height: 4, backgroundColor: colors.orange }} />
        <Text
          style={{
            marginTop: 14,
            marginBottom: 30,
            fontSize: 11.5,
            lineHeight: 1.55,
            color: colors.line,
            maxWidth: 420,
          }}
        >
          {intro}
        </Text>
        <ContactGrid contact={contact} tone="dark" />
      </View>
      <Text
        style={{
          position: "absolute",
          bottom: 40,
          left: 56,
          right: 56,
          fontSize: 8.5,
          color: colors.paleBlue,
        }}
        render={({ pageNumber, totalPages }) =>
          `${contact.legalName} · ${contact.certification} Certified · Page ${pageNumber} of ${totalPages}`
        }
        fixed
      />
    </Page>
  );
}
