import type { Client } from "~/content/schemas";

/** The logo's box: a fixed size whatever the file's shape, so nothing shifts as it loads. */
const LOGO_WIDTH = 128;
const LOGO_HEIGHT = 48;

/** The clients who have agreed to be named: each name, above it the logo when there is one. */
export function ClientList({ clients }: { clients: Client[] }) {
  if (clients.length === 0) return null;
  return (
    // Centred rows of equal cards: a short list sits in the middle, not at one side.
    <ul className="flex flex-wrap justify-center gap-4">
      {clients.map((client) => (
        <li
          key={client.slug}
          className="flex min-h-24 w-[calc(50%-0.5rem)] flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm sm:w-48"
        >
          {client.logo ? (
            <img
              src={client.logo.src}
              alt={client.logo.alt}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              className="h-12 w-32 max-w-full object-contain"
            />
          ) : null}
          <span
            className={`font-semibold break-words text-brand-900 ${client.logo ? "text-sm" : ""}`}
          >
            {client.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
