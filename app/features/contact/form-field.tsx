import * as lucide from "lucide";
import type { ReactNode } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";

const CircleAlert = lucideIcon("circle-alert", lucide.CircleAlert);

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function Field({ id, label, error, optional, className = "", children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> (optional)</span>
        ) : (
          <span aria-hidden="true" className="text-accent-700">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="relative mt-1.5">{children}</div>
      {error ? (
        <p
          id={errorId(id)}
          className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function controlClasses(invalid: boolean, extra = ""): string {
  const border = invalid ? "border-red-600 bg-red-50/40" : "border-slate-300 bg-white";
  return `block min-h-11 w-full rounded-lg border ${border} px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 ${extra}`.trim();
}

export function errorProps(id: string, error: string | undefined) {
  return error
    ? { "aria-invalid": true as const, "aria-describedby": errorId(id) }
    : { "aria-invalid": false as const };
}
