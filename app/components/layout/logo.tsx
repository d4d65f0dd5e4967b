export function Logo({
  companyName,
  tone = "dark",
}: {
  companyName: string;
  tone?: "dark" | "light";
}) {
  const [first, ...rest] = companyName.split(" ");
  return (
    <a href="/" className="flex items-center gap-2 rounded-md sm:gap-2.5">
      <svg viewBox="0 0 40 40" className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" aria-hidden="true">
        <rect width="40" height="40" rx="9" className="fill-brand-800" />
        <path d="M11 29V11h8.5a9 9 0 0 1 0 18Z" className="fill-white" />
        <path d="M16 24v-8h3.2a4 4 0 0 1 0 8Z" className="fill-accent-500" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span
          className={`text-base font-extrabold tracking-tight ${tone === "dark" ? "text-brand-900" : "text-white"}`}
        >
          {first}
        </span>
        <span
          className={`text-[11px] font-semibold min-[360px]:whitespace-nowrap sm:text-xs ${tone === "dark" ? "text-slate-600" : "text-slate-300"}`}
        >
          {rest.join(" ")}
        </span>
      </span>
    </a>
  );
}
