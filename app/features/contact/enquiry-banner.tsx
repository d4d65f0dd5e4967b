import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { CONTACT_MESSAGES, retryHint } from "./contact-messages";
import type { Banner } from "./use-enquiry-form";

const CircleAlert = lucideIcon("circle-alert", lucide.CircleAlert);
const CircleCheck = lucideIcon("circle-check", lucide.CircleCheck);

/** Both live regions are always in the page, so screen readers announce text as it appears. */
export function EnquiryBanner({ banner }: { banner: Banner | null }) {
  return (
    <>
      <div role="status">
        {banner?.kind === "success" ? (
          <p className="mt-5 flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm font-semibold text-emerald-800">
            <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
            {CONTACT_MESSAGES.success}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {banner?.kind === "failure" ? (
          <p className="mt-5 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
            <span>
              {CONTACT_MESSAGES.failure}
              {banner.retryAfterSeconds ? (
                <span className="block font-normal">{retryHint(banner.retryAfterSeconds)}</span>
              ) : null}
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}
