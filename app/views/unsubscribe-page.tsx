import * as lucide from "lucide";
import { PageBanner } from "~/components/layout/page-banner";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { PageCopyOf } from "~/content/schemas";
import type { UnsubscribeOutcome } from "~/.server/newsletter-submission";
import type { PageMeta } from "~/lib/seo";
import { UNSUBSCRIBE_PATH } from "~/lib/unsubscribe";

const Home = lucideIcon("house", lucide.House);

export const unsubscribeMeta = (copy: PageCopyOf<"unsubscribe">) =>
  ({
    ...copy.seo,
    path: UNSUBSCRIBE_PATH,
    noindex: true,
  }) satisfies PageMeta;

/** `answered`: the page answers the visitor's click, so focus starts at the answer. */
export function UnsubscribePage({
  copy,
  outcome,
  answered,
}: {
  copy: PageCopyOf<"unsubscribe">;
  outcome: UnsubscribeOutcome;
  answered: boolean;
}) {
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
              tabIndex={-1}
              // The button the visitor pressed is gone; focus starts at the answer.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={answered}
              className="text-2xl font-extrabold text-brand-900 outline-none"
            >
              {copy[outcome.state].heading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{text}</p>
            {outcome.state === "confirm" || outcome.state === "failed" ? (
              <form method="post" className="mt-6">
                <button
                  type="submit"
                  // pending-submit.ts shows it while the browser posts the form.
                  data-pending={copy.confirm.pending}
                  className={buttonClasses("secondary")}
                >
                  {copy.confirm.submit}
                </button>
              </form>
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
