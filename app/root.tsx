import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useSearchParams,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Header } from "./components/layout/header";
import { NotFoundPage } from "./components/layout/not-found-page";
import { PageBanner } from "./components/layout/page-banner";
import { lazyPart } from "./components/ui/lazy-part";
import { companyName, layoutCopy, newsletterCopy } from "./content/data";
import { KEEP_EARLY_MESSAGES } from "./features/chat/early-messages";
import {
  newsletterResultFor,
  newsletterReturnPath,
} from "./features/newsletter/newsletter-messages";
import { useNonce } from "./nonce";
import { metaFrom } from "./lib/route-meta";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // The ICO for browsers without SVG icons; its sizes keep Chromium choosing the SVG.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

async function loadSiteFooter() {
  const [{ FooterBody }, { NewsletterForm }] = await Promise.all([
    import("./components/layout/footer"),
    import("./features/newsletter/newsletter-form"),
  ]);
  return function SiteFooter() {
    // /contact has its own Stay Updated box (SPEC.md): one newsletter box a page.
    const onContact = useMatches().some((match) => match.id === "routes/contact");
    const { pathname } = useLocation();
    const [params] = useSearchParams();
    return (
      <FooterBody
        newsletter={
          onContact ? undefined : (
            <NewsletterForm
              box="footer"
              title={newsletterCopy.title}
              intro={newsletterCopy.text}
              returnTo={newsletterReturnPath(pathname)}
              result={newsletterResultFor(params, "footer")}
            />
          )
        }
      />
    );
  };
}

const SiteFooter = lazyPart(
  loadSiteFooter,
  import.meta.env.SSR ? await loadSiteFooter() : undefined,
);

async function loadChat() {
  const [{ ChatWidget }, { chatWidgetProps }] = await Promise.all([
    import("./features/chat/chat-widget"),
    // Its props, plain data from the content, as an island's are (chat-props.ts).
    import("./features/chat/chat-props"),
  ]);
  return function SiteChatWidget() {
    return <ChatWidget {...chatWidgetProps} />;
  };
}

// DECISIONS.md section 5: the chat costs the first paint nothing.
const SiteChat = lazyPart(loadChat, import.meta.env.SSR ? await loadChat() : undefined, "idle");

async function loadBottomBar() {
  return (await import("./components/layout/bottom-bar")).BottomBar;
}

// Its links are plain links, working as the server's HTML; its code comes when idle.
const SiteBottomBar = lazyPart(
  loadBottomBar,
  import.meta.env.SSR ? await loadBottomBar() : undefined,
  "idle",
);

/** The element after the bar; the page's first paint waits for it (`<link rel="expect">`). */
const END_OF_PAGE_ID = "end-of-page";

function SiteChrome({ children }: { children: ReactNode }) {
  // Read once here and handed down: the header and the bar take the page's path as a prop.
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <span id="top" tabIndex={-1} />
      <Header currentPath={pathname} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none lg:pt-20">
        {children}
      </main>
      <footer className="on-dark bg-brand-950 text-slate-300">
        <SiteFooter />
      </footer>
      <SiteBottomBar id={END_OF_PAGE_ID} chat={<SiteChat />} currentPath={pathname} />
    </>
  );
}

/** A route whose handle says `bare` (the editor) gets the page without the site around it. */
function useBare(): boolean {
  const error = useRouteError();
  const matches = useMatches();
  return !error && matches.some((match) => (match.handle as { bare?: boolean } | null)?.bare);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const bare = useBare();
  // The signal that the page's script is live, for tests and the bench.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // Scroll padding keeps a control scrolled to clear of the bar at the foot of the screen.
    <html lang="en-IN" className="scroll-pb-24">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        {/* Before the stylesheet, so it runs at once and never holds the parser. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: KEEP_EARLY_MESSAGES }}
        />
        {/* A slow phone paints a page as it parses, and a part painted half-parsed moves as
            the rest comes. The first paint waits for the element after the bar at the foot of
            the screen: all that shows is parsed by then, only the scripts come later. */}
        {bare ? null : <link rel="expect" href={`#${END_OF_PAGE_ID}`} blocking="render" />}
        <Meta />
        <Links />
      </head>
      <body>
        {bare ? children : <SiteChrome>{children}</SiteChrome>}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  const carried = metaFrom(undefined, error);
  if (carried.length > 0) return carried;
  return [
    {
      title: `${isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong"} | ${companyName}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageBanner title={layoutCopy.errorTitle} intro={layoutCopy.errorText} />;
}
