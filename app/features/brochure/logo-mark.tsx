import { Path, Rect, Svg } from "@react-pdf/renderer";
import { colors } from "./theme";

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
