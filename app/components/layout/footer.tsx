import type { ReactNode } from "react";

/** The page's footer landmark; its contents load as a deferred part (see root.tsx). */
export function Footer({ children }: { children: ReactNode }) {
  return <footer className="on-dark bg-brand-950 text-slate-300">{children}</footer>;
}
