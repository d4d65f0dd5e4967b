import * as lucide from "lucide";
import { useEffect, useRef } from "react";
import { Form, data, useNavigation } from "react-router";
import { servicesContext } from "~/.server/context";
import { lookUpUnsubscribe, unsubscribe, unsubscribeStatus } from "~/.server/newsletter-submission";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { unsubscribeCopy as copy } from "~/content/data";
import { UNSUBSCRIBE_PATH } from "~/lib/unsubscribe";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

const Home = lucideIcon("house", lucide.House);

// The page shows an address and its link holds a secret: never stored by a cache.
const NO_STORE = { "Cache-Control": "no-store" };

// Never prerendered (react-router.config.ts): the page depends on the link's token.

export async function loader({ request, context }: Route.LoaderArgs) {
  const outcome = await lookUpUnsubscribe(request, context.get(servicesContext));
  const meta = buildMeta({ ...copy.seo, path: UNSUBSCRIBE_PATH, noindex: true });
  return data({ outcome, meta }, { status: unsubscribeStatus(outcome), headers: NO_STORE });
}

export const meta = ({ loaderData, error }: Route.MetaArgs) => metaFrom(loaderData, error);

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders].length > 0 ? actionHeaders : loaderHeaders;
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await unsubscribe(request, context.get(servicesContext));
  return data(outcome, { status: unsubscribeStatus(outcome), headers: NO_STORE });
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  // After the click the loader finds no row any more; the action's answer is what counts.
  const outcome = actionData ?? loaderData.outcome;
  const busy = useNavigation().state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The button the visitor pressed is gone; take focus to the answer.
    if (actionData) heading.current?.focus();
  }, [actionData]);
  const text =
    outcome.state === "confirm"
      ? copy.confirm.text.replace("{subscriber}", outcome.email)
      : copy[outcome.state].text;
  return (
    <>
      <PageBanner title={copy.title} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
          <section
            aria-labelledby="unsubscribe-heading"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <h2
              id="unsubscribe-heading"
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-extrabold text-brand-900 outline-none"
            >
              {copy[outcome.state].heading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
            {outcome.state === "confirm" || outcome.state === "failed" ? (
              <Form method="post" className="mt-6">
                <button type="submit" disabled={busy} className={buttonClasses("secondary")}>
                  {busy ? copy.confirm.pending : copy.confirm.submit}
                </button>
              </Form>
            ) : (
              <ButtonLink href="/" className="mt-6">
                <Home aria-hidden="true" className="h-4 w-4" />
                {copy.home}
              </ButtonLink>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
