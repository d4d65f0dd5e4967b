import { Page, Path, Polygon, Rect, Svg, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { BrochureMeta, Claim, ContactDetails } from "./brochure-content";
import { colors, fonts, page, styles } from "./theme";

/** The site's brand mark (public/favicon.svg), drawn as vector shapes. */
export function LogoMark({ size = 22 }: { size?: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 40 40">
      <Rect x={0} y={0} width={40} height={40} rx={9} ry={9} fill={colors.navyMid} />
      <Path d="M11 29V11h8.5a9 9 0 0 1 0 18Z" fill={colors.white} />
      <Path d="M16 24v-8h3.2a4 4 0 0 1 0 8Z" fill={colors.orange} />
    </Svg>
  );
}

/** A round orange tick, the bullet of feature lists. */
export function Tick({ size = 9 }: { size?: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 10 10">
      <Rect x={0} y={0} width={10} height={10} rx={5} ry={5} fill={colors.orange} />
      <Path
        d="M2.8 5.2 L4.4 6.8 L7.3 3.6"
        stroke={colors.white}
        strokeWidth={1.3}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

function RunningHeader({ name, label }: { name: string; label: string }) {
  return (
    <View style={styles.header} fixed>
      <View style={styles.headerBrand}>
        <LogoMark size={18} />
        <Text style={styles.headerName}>{name}</Text>
      </View>
      <Text style={styles.headerLabel}>{label}</Text>
    </View>
  );
}

function Footer({ contact }: { contact: ContactDetails }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {contact.website} · {contact.phones[0]?.display} · {contact.email}
      </Text>
      <Text
        style={styles.footerPage}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
}

/** An inner page: running header, margins, footer with the page number. Content flows on. */
export function InnerPage({
  meta,
  name,
  contact,
  children,
}: {
  meta: BrochureMeta;
  name: string;
  contact: ContactDetails;
  children: ReactNode;
}) {
  return (
    <Page size="A4" style={styles.page}>
      <RunningHeader name={name} label={meta.label} />
      {children}
      <Footer contact={contact} />
    </Page>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <View style={{ marginBottom: 20 }} minPresenceAhead={120}>
      <Text style={styles.eyebrow}>{eyebrow}</Text>
      <Text style={styles.title}>{title}</Text>
      <View style={styles.rule} />
      {intro ? <Text style={styles.intro}>{intro}</Text> : null}
    </View>
  );
}

/** Ticked items, in one or two columns. */
export function CheckList({
  items,
  columns = 1,
  fontSize = 9,
}: {
  items: string[];
  columns?: 1 | 2;
  fontSize?: number;
}) {
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap", marginHorizontal: -6 }}>
      {items.map((item) => (
        <View
          key={item}
          style={{
            width: columns === 2 ? "50%" : "100%",
            paddingHorizontal: 6,
            marginBottom: 5,
            flexDirection: "row",
          }}
        >
          <View style={{ marginTop: fontSize * 0.28, marginRight: 6 }}>
            <Tick size={fontSize * 0.95} />
          </View>
          <Text style={{ flex: 1, fontSize, lineHeight: 1.4 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

/** The cover: navy, angled blocks of brand colour, the title and four headline figures. */
export function Cover({
  name,
  eyebrow,
  title,
  text,
  claims,
  contact,
  foundingYear,
}: {
  name: string;
  eyebrow: string;
  title: string;
  text: string;
  claims: Claim[];
  contact: ContactDetails;
  foundingYear?: number;
}) {
  const { width, height } = page;
  return (
    <Page size="A4" style={styles.darkPage}>
      <Svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ position: "absolute", top: 0, left: 0 }}
        fixed
      >
        <Polygon
          points={`${width * 0.48},0 ${width},0 ${width},${height * 0.52}`}
          fill={colors.navyMid}
        />
        <Polygon
          points={`${width * 0.7},0 ${width},0 ${width},${height * 0.3}`}
          fill={colors.navyLight}
        />
        <Polygon
          points={`${width * 0.62},0 ${width * 0.655},0 ${width},${height * 0.415} ${width},${height * 0.46}`}
          fill={colors.orange}
        />
        <Rect x={0} y={height - 120} width={width} height={120} fill={colors.navyDeep} />
        <Rect x={0} y={height - 124} width={width} height={4} fill={colors.orange} />
      </Svg>
      <View
        style={{
          position: "absolute",
          top: 48,
          left: 56,
          flexDirection: "row",
          alignItems: "center",
        }}
      >
        <LogoMark size={34} />
        <View style={{ marginLeft: 10 }}>
          <Text style={{ fontFamily: fonts.bold, fontSize: 15, lineHeight: 1.1 }}>
            {name.split(" ")[0]}
          </Text>
          <Text style={{ fontSize: 9, color: colors.paleBlue, lineHeight: 1.2 }}>
            {name.split(" ").slice(1).join(" ")}
          </Text>
        </View>
      </View>
      <View style={{ position: "absolute", left: 56, right: 56, top: 300 }}>
        <Text style={{ ...styles.eyebrow, color: colors.orange, fontSize: 10, letterSpacing: 2.4 }}>
          {eyebrow}
        </Text>
        <Text
          style={{
            marginTop: 10,
            fontFamily: fonts.bold,
            fontSize: 38,
            lineHeight: 1.12,
            maxWidth: 440,
          }}
        >
          {title}
        </Text>
        <View style={{ marginTop: 16, width: 64, height: 4, backgroundColor: colors.orange }} />
        <Text
          style={{
            marginTop: 16,
            fontSize: 12.5,
            lineHeight: 1.55,
            color: colors.line,
            maxWidth: 420,
          }}
        >
          {text}
        </Text>
        <View style={{ marginTop: 40, flexDirection: "row" }}>
          {claims.map((claim) => (
            <View
              key={claim.label}
              style={{
                flex: 1,
                paddingLeft: 10,
                marginRight: 12,
                borderLeftWidth: 2,
                borderLeftColor: colors.orange,
              }}
            >
              <Text style={{ fontFamily: fonts.bold, fontSize: 19, lineHeight: 1.15 }}>
                {claim.value}
              </Text>
              <Text style={{ marginTop: 3, fontSize: 8, lineHeight: 1.3, color: colors.paleBlue }}>
                {claim.label}
              </Text>
            </View>
          ))}
        </View>
      </View>
      <View
        style={{
          position: "absolute",
          left: 56,
          right: 56,
          bottom: 0,
          height: 120,
          flexDirection: "row",
          justifyContent: "space-between",
          alignItems: "center",
        }}
      >
        <View>
          <Text style={{ fontFamily: fonts.bold, fontSize: 10, color: colors.white }}>
            {contact.certification} Certified{foundingYear ? ` · Since ${foundingYear}` : ""}
          </Text>
          {contact.addressLines.map((line) => (
            <Text key={line} style={{ marginTop: 3, fontSize: 8.5, color: colors.paleBlue }}>
              {line}
            </Text>
          ))}
        </View>
        <View style={{ alignItems: "flex-end" }}>
          <Text style={{ fontFamily: fonts.bold, fontSize: 10, color: colors.orange }}>
            {contact.website}
          </Text>
          <Text style={{ marginTop: 3, fontSize: 8.5, color: colors.paleBlue }}>
            {contact.phones[0]?.display} · {contact.email}
          </Text>
        </View>
      </View>
    </Page>
  );
}

/** Phones, e-mail, address, hours and website, as labelled blocks in two columns. */
export function ContactGrid({
  contact,
  tone,
}: {
  contact: ContactDetails;
  tone: "dark" | "light";
}) {
  const label = {
    fontFamily: fonts.bold,
    fontSize: 7.5,
    letterSpacing: 1.2,
    textTransform: "uppercase" as const,
    color: tone === "dark" ? colors.orange : colors.orangeDark,
    marginBottom: 3,
  };
  const value = {
    fontSize: 10.5,
    lineHeight: 1.4,
    color: tone === "dark" ? colors.white : colors.navy,
  };
  const strong = { ...value, fontFamily: fonts.bold };
  const cell = { width: "50%", paddingRight: 14, marginBottom: 16 } as const;
  return (
    <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
      {contact.phones.map((phone) => (
        <View key={phone.label} style={cell}>
          <Text style={label}>{phone.label}</Text>
          <Text style={strong}>{phone.display}</Text>
        </View>
      ))}
      <View style={cell}>
        <Text style={label}>E-mail</Text>
        <Text style={strong}>{contact.email}</Text>
      </View>
      <View style={cell}>
        <Text style={label}>Website</Text>
        <Text style={strong}>{contact.website}</Text>
      </View>
      <View style={cell}>
        <Text style={label}>Head Office & Works</Text>
        <Text style={value}>{contact.legalName}</Text>
        {contact.addressLines.map((line) => (
          <Text key={line} style={value}>
            {line}
          </Text>
        ))}
      </View>
      <View style={cell}>
        <Text style={label}>Working Hours</Text>
        {contact.hours.map((slot) => (
          <Text key={slot.days} style={value}>
            {slot.days}: {slot.label}
          </Text>
        ))}
      </View>
    </View>
  );
}
