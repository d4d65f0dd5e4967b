import {
  Activity,
  Component,
  type ComponentType,
  type ReactNode,
  createElement,
  lazy,
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { DEFERRED_LOAD_MARGIN_PX } from "~/lib/constants";

/** Every deferred part whose code has not started loading yet. */
const waiting = new Set<() => void>();

function loadAll() {
  for (const begin of waiting) begin();
}

/** The parts on the page still waiting to go live, with what to do with events in them. */
const pending = new Map<Element, (event: Event) => void>();

function routeToPending(event: Event) {
  for (const [element, handle] of pending) {
    if (event.target instanceof Node && element.contains(event.target)) handle(event);
  }
}

if (typeof window !== "undefined") {
  // A navigation renders the page anew, and React cannot render a part whose code it does not
  // have: it would hold the navigation until that code arrives. So the first sign that the
  // visitor is about to act anywhere (a touch, a click, a key, Back) loads every part.
  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(type, loadAll, { capture: true, once: true, passive: true });
  }
  window.addEventListener("popstate", loadAll, { once: true });
  // On the window, in the capture phase: ahead of React, which stops events aimed at a part
  // it has not hydrated yet.
  for (const type of ["focusin", "click", "submit"]) {
    window.addEventListener(type, routeToPending, { capture: true });
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
  onLive: () => void;
}

/** One deferred part on the page while it waits for its code. */
class WaitingPart {
  private live = false;
  private element: Element | null = null;
  private readonly held: (() => void)[] = [];

  constructor(private readonly begin: () => void) {}

  /** Loads the part when it nears the viewport; routes events in it here until it is live. */
  watch(element: Element): () => void {
    this.element = element;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.begin();
      },
      { rootMargin: `${DEFERRED_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    pending.set(element, this.handle);
    return () => {
      observer.disconnect();
      pending.delete(element);
    };
  }

  private readonly handle = (event: Event) => {
    this.begin();
    if (event.type === "focusin" || this.live) return;
    // Hold a button's click or a form's submission until the part is live, then replay it.
    const target = event.target;
    const control =
      target instanceof HTMLFormElement
        ? target
        : (target as Element).closest<HTMLElement>("button, input[type=submit]");
    if (!control) return;
    event.preventDefault();
    this.held.push(() =>
      control instanceof HTMLFormElement ? control.requestSubmit() : control.click(),
    );
  };

  readonly goLive = () => {
    this.live = true;
    if (this.element) pending.delete(this.element);
    for (const replay of this.held.splice(0)) replay();
  };
}

/**
 * A part of the page below the fold that the server renders in full but whose code the browser
 * loads only when it is needed: when the part comes within 400 px of the viewport or takes
 * focus, when the visitor first touches, clicks or presses a key anywhere, or at once if the
 * part first appears after a client-side navigation. Until then React leaves the server's HTML
 * as it is (an <Activity> boundary, hydrated when its code arrives); it reads and works as it
 * does without JavaScript: links are links, forms post. A click on a button or a form
 * submission in that short window is held and replayed once the part is live, so nothing the
 * visitor does is lost.
 *
 * `serverComponent` is the component itself on the server and `undefined` in the browser
 * (`import.meta.env.SSR ? await load() : undefined`), so the browser's bundle has only the
 * chunk that `load` imports.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  serverComponent: ComponentType<P> | undefined,
): ComponentType<P> {
  let begin!: () => void;
  const wanted = new Promise<void>((resolve) => {
    begin = () => {
      waiting.delete(begin);
      resolve();
    };
  });
  waiting.add(begin);

  const Content = lazy(async () => {
    await wanted;
    const Part = await load();
    function Live({ props, onLive }: ContentProps<P>) {
      useEffect(onLive, [onLive]);
      return createElement(Part, props);
    }
    return { default: Live };
  });

  function Deferred(props: P) {
    const hydrating = useHydrating();
    // Whether this part came with the server's HTML, fixed at its first render.
    const [fromServer] = useState(hydrating);
    // No HTML to keep: the part appears after a client-side navigation, which waits for it.
    // (Resolving a promise twice is harmless, so this may run during render.)
    if (!fromServer) begin();
    const [part] = useState(() => new WaitingPart(begin));
    const ref = useRef<HTMLDivElement>(null);

    useEffect(() => {
      if (fromServer && ref.current) return part.watch(ref.current);
    }, [fromServer, part]);

    // The same element while the props are the same, so that a re-render of the page above
    // does not reach a part still waiting for its code.
    const content = useMemo(
      () => (
        <LeaveOutOnError>
          <Activity>
            {serverComponent
              ? createElement(serverComponent, props)
              : createElement(Content, { props, onLive: part.goLive })}
          </Activity>
        </LeaveOutOnError>
      ),
      [props, part],
    );
    return <div ref={ref}>{content}</div>;
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
