import { type ComponentProps, createElement } from "react";

/** An icon's SVG children as lucide-react ships them: [tag, attributes] pairs. */
export type LucideIconNode = [tag: string, attributes: Record<string, string>][];

export interface LucideIconData {
  name: string;
  node: LucideIconNode;
  aliases?: string[];
}

const hasA11yProp = (props: object) =>
  Object.keys(props).some(
    (name) => name.startsWith("aria-") || name === "role" || name === "title",
  );

/**
 * A small stand-in for lucide-react's `createLucideIcon`, which every
 * `lucide-react/icons/*` module calls with its SVG data. vite.config.ts points
 * those modules here, so the site ships Lucide's icon data without Lucide's
 * renderer (its context provider, size, colour and stroke props and attribute
 * builder: about 1.5 KB gzip on every page). The markup is Lucide's own, which
 * lucide-icon.test.tsx checks icon by icon; only the props this site uses are
 * supported: `className` and plain SVG attributes.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const classes = ["lucide", icon.name, ...(icon.aliases ?? [])].join(" lucide-");
  function LucideIcon({ className, ...props }: ComponentProps<"svg">) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${classes} ${className}` : classes,
        ...(hasA11yProp(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  }
  return LucideIcon;
}
