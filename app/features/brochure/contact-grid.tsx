import { Text, View } from "@react-pdf/renderer";
import type { ContactDetails } from "./brochure-content";
import { colors, fonts } from "./theme";

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
