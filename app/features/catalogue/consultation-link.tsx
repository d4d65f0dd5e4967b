import * as lucide from "lucide";
import { ButtonLink } from "~/components/ui/button";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { contactHref } from "~/lib/topics";

const MessageSquare = lucideIcon("message-square", lucide.MessageSquare);

/**
 * Get Free Consultation: /contact with the topic "Consultation" chosen (DECISIONS.md 3).
 * `label`: its words (content/pages/navigation.yaml's consultation).
 */
export function ConsultationLink({ label }: { label: string }) {
  return (
    <ButtonLink href={contactHref({ topic: "Consultation" })}>
      <MessageSquare aria-hidden="true" className="h-4 w-4" />
      {label}
    </ButtonLink>
  );
}
