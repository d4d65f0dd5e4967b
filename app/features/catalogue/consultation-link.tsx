import MessageSquare from "lucide-react/icons/message-square";
import { ButtonLink } from "~/components/ui/button";
import { contactHref } from "~/lib/topics";

/** Get Free Consultation: /contact with the topic "Consultation" chosen (DECISIONS.md 3). */
export function ConsultationLink() {
  return (
    <ButtonLink to={contactHref({ topic: "Consultation" })}>
      <MessageSquare aria-hidden="true" className="h-4 w-4" />
      Get Free Consultation
    </ButtonLink>
  );
}
