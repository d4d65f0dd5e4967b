// No imports: the operator command loads this under plain Node to build the links.

export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const UNSUBSCRIBE_TOKEN_PARAM = "token";

export type UnsubscribeState = "confirm" | "unsubscribed" | "unknown" | "failed";
