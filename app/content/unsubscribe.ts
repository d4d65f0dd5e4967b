// No imports: the operator command loads this under plain Node to build the links.

export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const UNSUBSCRIBE_TOKEN_PARAM = "token";

export const unsubscribeCopy = {
  seo: {
    title: "Unsubscribe from the Newsletter",
    description:
      "Stop receiving our newsletter: one click deletes your e-mail address from our list.",
  },
  title: "Newsletter",
  confirm: {
    heading: "Unsubscribe from our newsletter?",
    text: (email: string) =>
      `Press Unsubscribe to delete ${email} from our newsletter list. We will send no more newsletters to it.`,
    submit: "Unsubscribe",
    pending: "Unsubscribing...",
  },
  unsubscribed: {
    heading: "You have been unsubscribed.",
    text: "We have deleted your e-mail address from our newsletter list and will send you no more newsletters. You are welcome to subscribe again at any time at the bottom of any page.",
  },
  unknown: {
    heading: "This address is not on our list",
    text: "This link belongs to no address on our newsletter list: the address is not, or no longer, subscribed, so there is nothing more to do. If our newsletter still reaches you, write to the e-mail address at the bottom of this page and we will remove you by hand.",
  },
  failed: {
    heading: "We could not unsubscribe you just now",
    text: "Something went wrong on our side and your address is still on the list. Please try again in a moment.",
  },
  home: "Back to Home",
} as const;

export type UnsubscribeState = "confirm" | "unsubscribed" | "unknown" | "failed";
