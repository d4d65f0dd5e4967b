import { type ComponentProps, createElement } from "react";

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
 * vite.config.ts points lucide-react's icons here, saving its renderer (about 1.5 KB gzip).
 * Only `className` and plain SVG attributes are supported.
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
