import {
  Activity,
  type ComponentType,
  createElement,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { DEFERRED_LOAD_MARGIN_PX } from "~/lib/constants";

const waiting = new Set<() => void>();
const loadAll = () => waiting.forEach((begin) => begin());

if (typeof window !== "undefined") {
  // React holds a navigation until every part's code has arrived, so the visitor's first
  // touch, key, click, submit or Back starts loading them all.
  for (const type of ["pointerdown", "keydown", "click", "submit"]) {
    window.addEventListener(type, loadAll, { capture: true, once: true, passive: true });
  }
  window.addEventListener("popstate", loadAll, { once: true });
}

const subscribeToNothing = () => () => {};
const never = new Promise<never>(() => {});

interface ContentProps<P> {
  props: P;
  onLive: (live: true) => void;
}

function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Server-rendered in full, hydrated when its code arrives; the server's HTML works on its own
 * meanwhile. `serverComponent` is `undefined` in the browser so its bundle has only `load`'s chunk.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
  /** "near": as it nears the viewport; "idle": once the page is live and the browser idle. */
  when: "near" | "idle" = "near",
): ComponentType<P> {
  let Part: ComponentType<P> | undefined;
  let failed = false;
  let loadError: unknown;
  let markLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  let rendersFromScratch = false;
  // The request starts here, not when React first tries the part: React may put off
  // hydrating a boundary indefinitely, and the code must not wait for it.
  const begin = () => {
    if (!waiting.delete(begin)) return;
    load().then(
      (component) => {
        Part = component;
        markLoaded();
      },
      (error: unknown) => {
        failed = true;
        loadError = error;
        markLoaded();
      },
    );
  };
  if (!serverComponent) waiting.add(begin);

  // One component type throughout: a new type would remount the part and replace its DOM.
  function Content({ props, onLive }: ContentProps<P>) {
    if (!Part) {
      // Thrown as React.lazy throws: React renders this again once the promise settles.
      if (!failed) throw loaded;
      // Over the server's HTML a part whose code failed stays suspended and that HTML keeps
      // working; rendered from scratch, the failure reaches the route's error boundary.
      if (rendersFromScratch) throw loadError;
      throw never;
    }
    useEffect(() => onLive(true), [onLive]);
    return createElement(Part, props);
  }

  return function Deferred(props: P) {
    const hydrating = useHydrating();
    const [fromServer] = useState(hydrating);
    // After a client-side navigation there is no HTML to keep; begin() is safe during render.
    if (!fromServer) {
      rendersFromScratch = true;
      begin();
    }
    const [live, setLive] = useState(!fromServer);
    // React would blank a part still waiting for its code if new props reached it.
    const [firstProps] = useState(props);
    const shown = live ? props : firstProps;
    const ref = useRef<HTMLDivElement>(null);
    // React does not retry an Activity boundary that waited for code; a new element makes it.
    const [codeArrived, setCodeArrived] = useState(false);
    useEffect(() => {
      if (live) return;
      let current = true;
      // A transition: React hydrates the part in small slices, never one long task.
      void loaded.then(() => {
        if (Part) setTimeout(() => current && startTransition(() => setCodeArrived(true)), 0);
      });
      return () => {
        current = false;
      };
    }, [live]);

    useEffect(() => {
      const element = ref.current;
      if (live || !element) return;
      if (when === "idle") {
        const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
        idle(() => begin());
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) begin();
        },
        { rootMargin: `${DEFERRED_LOAD_MARGIN_PX}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [live]);

    const content = useMemo(
      () => (
        <Activity>
          {serverComponent
            ? createElement(serverComponent, shown)
            : createElement(Content, { props: shown, onLive: setLive })}
        </Activity>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- codeArrived: a new element
      [shown, codeArrived],
    );
    // data-deferred is for tests.
    return (
      <div ref={ref} data-deferred={live ? "live" : "waiting"}>
        {content}
      </div>
    );
  };
}
