import { Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { colors } from "./theme";

function Tick({ size }: { size: number }) {
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
