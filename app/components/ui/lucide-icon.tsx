import type { IconNode } from "lucide";
import { type ComponentProps, createElement } from "react";

const hasA11yProp = (props: object) =>
  Object.keys(props).some(
    (name) => name.startsWith("aria-") || name === "role" || name === "title",
  );

/**
 * A React component for one of Lucide's icons: `lucideIcon("menu", lucide.Menu)`.
 *
 * The `lucide` package exports each icon's SVG elements as data (its `IconNode`); this draws them
 * as Lucide's own `createIcons` does (the same default attributes, classes `lucide lucide-<name>`,
 * and `aria-hidden` unless the caller labels the icon), in a few lines instead of lucide-react's
 * renderer, which every page would load (about 1.1 KB gzip). Only `className` and plain SVG
 * attributes are supported. lucide-icon.test.tsx checks every icon the app uses against
 * `createIcons`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lucideIcon(name: string, node: IconNode) {
  const classes = `lucide lucide-${name}`;
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
      // As arguments rather than an array, so that React asks for no keys.
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  }
  return LucideIcon;
}
