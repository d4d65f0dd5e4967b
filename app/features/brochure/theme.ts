import { StyleSheet } from "@react-pdf/renderer";

/** Mirrors app.css's brand and accent scales. */
export const colors = {
  navy: "#0f2a4a",
  navyMid: "#163d6a",
  navyLight: "#1a4d87",
  navyDeep: "#0a1c33",
  orange: "#f26b1d",
  orangeDark: "#d4550d",
  orangeTint: "#fff4ec",
  tint: "#eef4fb",
  line: "#d6e4f5",
  paleBlue: "#adc8ea",
  ink: "#1e293b",
  muted: "#475569",
  white: "#ffffff",
};

/** A4 in points. */
export const page = { width: 595.28, height: 841.89, marginX: 50, marginTop: 78, marginBottom: 66 };

export const fonts = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };

/*
 * Line heights go on each text style with its font size, never on a page: react-pdf resolves an
 * inherited one against 18 pt, and a page-wide one hides render-prop texts (page numbers).
 */
export const styles = StyleSheet.create({
  page: {
    fontFamily: fonts.regular,
    fontSize: 9.5,
    color: colors.ink,
    backgroundColor: colors.white,
    paddingTop: page.marginTop,
    paddingBottom: page.marginBottom,
    paddingHorizontal: page.marginX,
  },
  darkPage: {
    fontFamily: fonts.regular,
    fontSize: 10,
    color: colors.white,
    backgroundColor: colors.navy,
  },
  header: {
    position: "absolute",
    top: 0,
    left: 0,
    right: 0,
    height: 40,
    paddingHorizontal: page.marginX,
    backgroundColor: colors.navy,
    borderBottomWidth: 3,
    borderBottomColor: colors.orange,
    flexDirection: "row",
    alignItems: "center",
    justifyContent: "space-between",
  },
  headerBrand: { flexDirection: "row", alignItems: "center" },
  headerName: {
    marginLeft: 8,
    fontFamily: fonts.bold,
    fontSize: 8.5,
    letterSpacing: 1.2,
    textTransform: "uppercase",
    color: colors.white,
  },
  headerLabel: { fontSize: 8.5, color: colors.paleBlue },
  footer: {
    position: "absolute",
    bottom: 24,
    height: 26,
    left: page.marginX,
    right: page.marginX,
    paddingTop: 8,
    borderTopWidth: 0.75,
    borderTopColor: colors.line,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: colors.muted,
  },
  footerPage: { fontFamily: fonts.bold, color: colors.navy },
  eyebrow: {
    fontFamily: fonts.bold,
    fontSize: 8.5,
    letterSpacing: 1.6,
    textTransform: "uppercase",
    color: colors.orangeDark,
  },
  title: {
    marginTop: 4,
    fontFamily: fonts.bold,
    fontSize: 21,
    lineHeight: 1.2,
    color: colors.navy,
  },
  rule: { marginTop: 9, width: 38, height: 3, backgroundColor: colors.orange },
  intro: { marginTop: 10, fontSize: 10.5, lineHeight: 1.5, color: colors.muted },
  subheading: {
    fontFamily: fonts.bold,
    fontSize: 13,
    color: colors.navy,
    marginBottom: 10,
  },
  paragraph: { marginBottom: 8, fontSize: 9.5, lineHeight: 1.5, textAlign: "justify" },
  bold: { fontFamily: fonts.bold },
});
