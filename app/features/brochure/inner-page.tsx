import { Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { BrochureMeta, ContactDetails } from "./brochure-content";
import { LogoMark } from "./logo-mark";
import { styles } from "./theme";

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

function PageFooter({ contact }: { contact: ContactDetails }) {
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

/** One page in the source, as many in the PDF as its content needs: header and footer repeat. */
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
      <PageFooter contact={contact} />
    </Page>
  );
}
