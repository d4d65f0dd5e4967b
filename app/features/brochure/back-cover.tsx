import { Page, Text, View } from "@react-pdf/renderer";
import type { ContactDetails } from "./brochure-content";
import { ContactGrid } from "./contact-grid";
import { LogoMark } from "./logo-mark";
import { colors, fonts, styles } from "./theme";

export function BackCover({
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
