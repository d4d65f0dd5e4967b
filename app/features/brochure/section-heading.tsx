import { Text, View } from "@react-pdf/renderer";
import { styles } from "./theme";

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
