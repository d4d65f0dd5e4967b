// A fetcher adds this field to get data back; a plain post gets a page (Post/Redirect/Get).
export const DATA_REPLY_FIELD = "reply";
export const DATA_REPLY = "data";

export function wantsData(fields: Record<string, unknown>): boolean {
  return fields[DATA_REPLY_FIELD] === DATA_REPLY;
}

export function dataReplyBody(form: HTMLFormElement, extra: Record<string, string> = {}) {
  const body = new FormData(form);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  body.set(DATA_REPLY_FIELD, DATA_REPLY);
  return body;
}
