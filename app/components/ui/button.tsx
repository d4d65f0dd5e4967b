import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "light" | "outline-light";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

/*
 * One orange for every primary action, the forms' submit buttons included: white on accent-700
 * is 7.0:1 (accent-600 was 5.2:1); accent-800 under the pointer is 9.4:1.
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white hover:bg-accent-800",
  secondary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border-2 border-brand-700 text-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-900 hover:bg-brand-50",
  "outline-light": "border-2 border-white text-white hover:bg-white/10",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

type ButtonLinkProps = ComponentProps<"a"> & { variant?: ButtonVariant };

/** A link drawn as a button: a plain `<a href>`, so it works with no script at all. */
export function ButtonLink({ variant, className, children, ...props }: ButtonLinkProps) {
  return (
    <a className={buttonClasses(variant, className)} {...props}>
      {children}
    </a>
  );
}

/** The same link under its earlier name, which the contact page still uses. */
export const ButtonAnchor = ButtonLink;
