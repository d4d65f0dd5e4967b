import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { useHydrated } from "./use-hydrated";

export interface TabItem {
  /** The panel's id and the tab's fragment (`#id`): unique on the page. */
  id: string;
  label: string;
  panel: ReactNode;
}

/** Before the script, links to `:target` panels; after, the WAI-ARIA tabs pattern. */
export function Tabs({ items, label }: { items: TabItem[]; label: string }) {
  const live = useHydrated();
  const [active, setActive] = useState(items[0]?.id);
  const tabRefs = useRef<Map<string, HTMLAnchorElement>>(new Map());

  const ids = items.map((item) => item.id).join(" ");
  useEffect(() => {
    const fromUrl = decodeURIComponent(window.location.hash.slice(1));
    // The fragment is outside React: a tab chosen before the script was live stays chosen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (ids.split(" ").includes(fromUrl)) setActive(fromUrl);
  }, [ids]);

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setActive(item.id);
    tabRefs.current.get(item.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    setActive(id);
  }

  return (
    <div className="tab-set" data-live={live ? "" : undefined}>
      <div
        role={live ? "tablist" : undefined}
        aria-label={live ? label : undefined}
        // No overflow: it would clip the focus rings.
        className="flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {items.map((item, index) => {
          const selected = item.id === active;
          return (
            <a
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              href={`#${item.id}`}
              role={live ? "tab" : undefined}
              id={`${item.id}-tab`}
              aria-selected={live ? selected : undefined}
              aria-controls={live ? item.id : undefined}
              tabIndex={live && !selected ? -1 : undefined}
              onClick={(event) => onClick(event, item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="tab -mb-px inline-flex min-h-11 items-center border-b-2 border-transparent px-2.5 py-2.5 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-brand-800"
            >
              {item.label}
            </a>
          );
        })}
      </div>
      <div>
        {items.map((item) => (
          <div
            key={item.id}
            id={item.id}
            role={live ? "tabpanel" : undefined}
            aria-labelledby={live ? `${item.id}-tab` : undefined}
            hidden={live && item.id !== active}
            tabIndex={live ? 0 : undefined}
            className="tab-panel pt-6 focus-visible:outline-offset-4"
          >
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
