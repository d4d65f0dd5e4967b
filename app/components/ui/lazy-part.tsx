import {
  type ComponentType,
  Suspense,
  createContext,
  lazy,
  startTransition,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { DEFERRED_LOAD_MARGIN_PX } from "~/lib/constants";

// Why and how: docs/decisions/021-late-javascript.md.

const requests = new Set<() => void>();
const requestAll = () => requests.forEach((request) => request());

if (typeof window !== "undefined") {
  // React holds a navigation until the code of a part still waiting for it has arrived, so
  // the visitor's first touch, key, click, submit or Back asks for every part's code.
  for (const type of ["pointerdown", "keydown", "click", "submit"]) {
    window.addEventListener(type, requestAll, { capture: true, once: true, passive: true });
  }
  window.addEventListener("popstate", requestAll, { once: true });
}

const subscribeToNothing = () => () => {};
const never = new Promise<never>(() => {});

/** The part's wrapper is told here once the part's code runs (`data-deferred`, for tests). */
const LiveContext = createContext<((live: true) => void) | null>(null);

function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Server-rendered in full; in the browser a `lazy` part in a `<Suspense>` boundary, which
 * React hydrates once its code is here and until then leaves as the server's HTML, working on
 * its own. `serverComponent` is `undefined` in the browser so its bundle has only `load`'s chunk.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
  /** "near": as it nears the viewport; "idle": once the page is live and the browser idle. */
  when: "near" | "idle" = "near",
): ComponentType<P> {
  let code: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (code ??= load());
  const live = (Part: ComponentType<P>) => ({
    default: function Live(props: P) {
      const onLive = use(LiveContext);
      useEffect(() => onLive?.(true), [onLive]);
      return <Part {...props} />;
    },
  });

  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  const request = () => {
    if (!requests.delete(request)) return;
    // Asked for now, not when React next tries the boundary, which it may put off.
    loadOnce().catch(() => {});
    markRequested();
  };
  if (!serverComponent) requests.add(request);

  // Over the server's HTML: the code when asked for; if it cannot load, that HTML stays.
  const OverServerHtml = lazy(async () => {
    await requested;
    return live(await loadOnce().catch(() => never));
  });
  // Rendered in the browser (a client-side navigation): at once; a failure reaches the
  // route's error boundary.
  const FromScratch = lazy(async () => live(await loadOnce()));

  function Deferred(props: P) {
    const hydrating = useHydrating();
    const [fromServer] = useState(hydrating);
    const [isLive, setLive] = useState(false);
    // New props reaching the boundary before its code is here would make React drop the
    // server's HTML (React's documented hydration behaviour), so it keeps its first until then.
    const [firstProps] = useState(props);
    const shown = isLive ? props : firstProps;
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = ref.current;
      if (!fromServer || !element) return;
      if (when === "idle") {
        const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
        idle(request);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) request();
        },
        { rootMargin: `${DEFERRED_LOAD_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [fromServer]);

    // In the browser React does not always go back by itself to a boundary whose hydration
    // waited for code (the service page's tabs stayed dead until an interaction anywhere), so
    // once the code is here the boundary gets a new element, in a transition: React then
    // hydrates it, in slices. service-specs.spec.ts fails without this.
    const [codeArrived, setCodeArrived] = useState(false);
    useEffect(() => {
      if (!fromServer || serverComponent) return;
      let current = true;
      void requested
        .then(loadOnce)
        // After the lazy part's own promise has settled too.
        .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
        .then(() => current && startTransition(() => setCodeArrived(true)))
        .catch(() => {});
      return () => {
        current = false;
      };
    }, [fromServer]);

    const Part = serverComponent ?? (fromServer ? OverServerHtml : FromScratch);
    // The same element while nothing changed, so a parent's render is no update to it.
    const content = useMemo(() => {
      void codeArrived; // a new element once the code is here (above)
      return (
        <Suspense>
          <Part {...shown} />
        </Suspense>
      );
    }, [Part, shown, codeArrived]);
    // data-deferred is for tests.
    return (
      <div ref={ref} data-deferred={isLive ? "live" : "waiting"}>
        {/* A stable value: a new one would reach the boundary as an update before it hydrated. */}
        <LiveContext value={setLive}>{content}</LiveContext>
      </div>
    );
  }
  return Deferred;
}
