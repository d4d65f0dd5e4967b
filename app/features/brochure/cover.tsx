import { Page, Polygon, Rect, Svg, Text, View } from "@react-pdf/renderer";
import type { Claim, ContactDetails } from "./brochure-content";
import { LogoMark } from "./logo-mark";
import { colors, fonts, page, styles } from "./theme";

function CoverArt() {
  const { width, height } = page;
  return (
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
  );
}

function CoverBrand({ name }: { name: string }) {
  return (
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
  );
}

function CoverClaims({ claims }: { claims: Claim[] }) {
  return (
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
  );
}

function CoverContactBand({
  contact,
  foundingYear,
}: {
  contact: ContactDetails;
  foundingYear?: number;
}) {
  return (
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
  );
}

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
  return (
    <Page size="A4" style={styles.darkPage}>
      <CoverArt />
      <CoverBrand name={name} />
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
        <CoverClaims claims={claims} />
      </View>
      <CoverContactBand contact={contact} foundingYear={foundingYear} />
    </Page>
  );
}
