import {
  Activity,
  Component,
  type ComponentType,
  type ReactNode,
  createElement,
  lazy,
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

/** The parts not live yet, each with what to do with an event aimed inside it. */
const pending = new Map<Element, (event: Event) => void>();

if (typeof window !== "undefined") {
  // A navigation renders the page anew, and React cannot render a part whose code it does not
  // have: it would hold the navigation until that code arrives. So the first sign that the
  // visitor is about to act anywhere (a touch, a key, a click, even one a screen reader makes
  // without a pointer, a form sent, Back) loads every part.
  for (const type of ["pointerdown", "keydown", "click", "submit"]) {
    window.addEventListener(type, loadAll, { capture: true, once: true, passive: true });
  }
  window.addEventListener("popstate", loadAll, { once: true });
  // On the window, in the capture phase: ahead of React, which stops events aimed at a part
  // it has not hydrated yet.
  for (const type of ["focusin", "click", "submit"]) {
    window.addEventListener(
      type,
      (event) =>
        pending.forEach((handle, element) => {
          if (element.contains(event.target as Node)) handle(event);
        }),
      { capture: true },
    );
  }
}

const subscribeToNothing = () => () => {};

/** True while React hydrates the server's HTML, false when it renders in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** If a part's code cannot be loaded (the network went away), the part is left out. */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ContentProps<P> {
  props: P;
  onLive: (live: true) => void;
}

/**
 * A part of the page that the server renders in full but whose code the browser loads only
 * when it is needed: as the part comes within 400 px of the viewport (`until: "near"`, for
 * parts below the fold), when it takes focus, when the visitor first touches, clicks or
 * presses a key anywhere (also the only triggers with `until: "used"`, for parts that do
 * nothing until the visitor acts), or at once if the part first appears after a client-side
 * navigation. Until then React leaves the server's HTML as it is (an <Activity> boundary,
 * hydrated when its code arrives); it reads and works as it does without JavaScript: links
 * are links, forms post. A click on a button or a form submission in that short window is
 * held and replayed once the part is live, so nothing the visitor does is lost.
 *
 * `serverComponent` is the component itself on the server and `undefined` in the browser
 * (`import.meta.env.SSR ? await load() : undefined`), so the browser's bundle has only the
 * chunk that `load` imports.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
  /** "near": as it nears the viewport (below the fold); "used": when the visitor acts. */
  until: "near" | "used" = "near",
): ComponentType<P> {
  let begin!: () => void;
  const wanted = new Promise<void>((resolve) => {
    begin = () => {
      waiting.delete(begin);
      resolve();
    };
    waiting.add(begin);
  });

  const Content = lazy(async () => {
    await wanted;
    const Part = await load();
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
    if (!fromServer) begin();
    const [live, setLive] = useState(!fromServer);
    // Until it is live the part keeps the props it was rendered with on the server, so that
    // no re-render of the page above reaches a part still waiting for its code.
    const [firstProps] = useState(props);
    const shown = live ? props : firstProps;
    const ref = useRef<HTMLDivElement>(null);
    const held = useRef<(() => void)[]>([]);

    useEffect(() => {
      const element = ref.current;
      if (live || !element) return;
      const observer =
        until === "near"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) begin();
              },
              { rootMargin: `${DEFERRED_LOAD_MARGIN_PX}px 0px` },
            )
          : undefined;
      observer?.observe(element);
      pending.set(element, (event) => {
        begin();
        // Hold a button's click or a form's submission until the part is live, then replay it.
        const target = event.target as Element;
        const control =
          target instanceof HTMLFormElement
            ? target
            : target.closest<HTMLElement>("button, input[type=submit]");
        if (event.type === "focusin" || !control) return;
        event.preventDefault();
        held.current.push(() =>
          control instanceof HTMLFormElement ? control.requestSubmit() : control.click(),
        );
      });
      return () => {
        observer?.disconnect();
        pending.delete(element);
      };
    }, [live]);

    useEffect(() => {
      if (live) for (const replay of held.current.splice(0)) replay();
    }, [live]);

    const content = useMemo(
      () => (
        <LeaveOutOnError>
          <Activity>
            {serverComponent
              ? createElement(serverComponent, shown)
              : createElement(Content, { props: shown, onLive: setLive })}
          </Activity>
        </LeaveOutOnError>
      ),
      [shown],
    );
    return <div ref={ref}>{content}</div>;
  };
}
