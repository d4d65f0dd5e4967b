import {
  Activity,
  type ComponentType,
  createElement,
  lazy,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { DEFERRED_LOAD_MARGIN_PX } from "~/lib/constants";

/** Starts loading each deferred part that is still waiting for its code. */
const waiting = new Set<() => void>();
const loadAll = () => waiting.forEach((begin) => begin());

if (typeof window !== "undefined") {
  // A navigation renders the page anew, and React cannot render a part whose code it does not
  // have: it would hold the navigation until that code arrives. So the first sign that the
  // visitor is about to act anywhere (a touch, a key, a click, a form sent, Back) starts
  // loading every part. The listeners are passive: they never touch the event.
  for (const type of ["pointerdown", "keydown", "click", "submit"]) {
    window.addEventListener(type, loadAll, { capture: true, once: true, passive: true });
  }
  window.addEventListener("popstate", loadAll, { once: true });
}

const subscribeToNothing = () => () => {};

interface ContentProps<P> {
  props: P;
  onLive: (live: true) => void;
}

/** True while React hydrates the server's HTML, false when it renders in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * A part of the page that the server renders in full but whose code the browser loads later:
 * as the part comes within 400 px of the viewport (or, `"idle"`, once the page is live and the
 * browser has nothing else to do), when the visitor first touches, clicks or
 * presses a key anywhere, or at once if the part first appears after a client-side navigation.
 * Until then React leaves the server's HTML as it is (an <Activity> boundary, hydrated when
 * its code arrives). That HTML works on its own (links, forms, popovers, fragments), so
 * nothing waits for this code; it only makes the part smoother. If the code cannot be loaded
 * (the network went away), the part stays the server's HTML.
 *
 * `serverComponent` is the component itself on the server and `undefined` in the browser
 * (`import.meta.env.SSR ? await load() : undefined`), so the browser's bundle has only the
 * chunk that `load` imports.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
  /** "near": as it nears the viewport; "idle": once the page is live and the browser idle. */
  when: "near" | "idle" = "near",
): ComponentType<P> {
  let begin!: () => void;
  const wanted = new Promise<void>((resolve) => {
    begin = () => {
      waiting.delete(begin);
      resolve();
    };
    waiting.add(begin);
  });
  let rendersFromScratch = false;
  let markLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

  const Content = lazy(async () => {
    await wanted;
    let Part: ComponentType<P>;
    try {
      Part = await load();
    } catch (error) {
      // Over the server's HTML, stay suspended: that HTML keeps working as it is.
      if (rendersFromScratch) throw error;
      return new Promise<never>(() => {});
    }
    markLoaded();
    function Live({ props, onLive }: ContentProps<P>) {
      useEffect(() => onLive(true), [onLive]);
      return createElement(Part, props);
    }
    return { default: Live };
  });

  return function Deferred(props: P) {
    const hydrating = useHydrating();
    // Whether this part came with the server's HTML, fixed at its first render.
    const [fromServer] = useState(hydrating);
    // No HTML to keep: the part appears after a client-side navigation, which waits for it.
    // (Resolving a promise twice is harmless, so this may run during render.)
    if (!fromServer) {
      rendersFromScratch = true;
      begin();
    }
    const [live, setLive] = useState(!fromServer);
    // Until it is live the part keeps the props it was rendered with on the server: React
    // would replace a part still waiting for its code with nothing if new props reached it.
    const [firstProps] = useState(props);
    const shown = live ? props : firstProps;
    const ref = useRef<HTMLDivElement>(null);
    // React does not go back by itself to an Activity boundary whose hydration waited for
    // code: once the code is here, a new element for the boundary makes it hydrate then.
    const [codeArrived, setCodeArrived] = useState(false);
    useEffect(() => {
      if (live) return;
      let current = true;
      // A transition: React hydrates the part in small slices, never one long task.
      void loaded.then(() =>
        setTimeout(() => current && startTransition(() => setCodeArrived(true)), 0),
      );
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
    // The signal that the part's code is live, for tests.
    return (
      <div ref={ref} data-deferred={live ? "live" : "waiting"}>
        {content}
      </div>
    );
  };
}
