import { Form, data } from "react-router";
import { readFormBody } from "~/.server/form-body";
import { PageBanner } from "~/components/layout/page-banner";
import { buttonClasses } from "~/components/ui/button";
import { chatWidgetCopy as copy } from "~/content/data";
import { chatContent } from "~/features/chat/chat-props";
import { type BotReply, greetingMessage, reply } from "~/features/chat/engine";
import { CHAT_MESSAGE_MAX_CHARS, FORM_BODY_LIMIT_BYTES } from "~/lib/constants";
import { metaFrom } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/chat";

// The chat without JavaScript. Nothing typed is stored or logged.

const NO_STORE = { "Cache-Control": "no-store" };

function chatMeta() {
  return buildMeta({
    title: copy.pageTitle,
    description: copy.pageDescription,
    path: "/chat",
    noindex: true,
  });
}

export function loader() {
  return { asked: null, answer: greetingMessage(chatContent), meta: chatMeta() };
}

export async function action({ request }: Route.ActionArgs) {
  const read = await readFormBody(request, {
    maxBytes: FORM_BODY_LIMIT_BYTES,
    fields: ["message"],
  });
  const raw = read.ok ? read.fields.message : undefined;
  const text = typeof raw === "string" ? raw.trim().slice(0, CHAT_MESSAGE_MAX_CHARS) : "";
  if (text === "") {
    const status = read.ok ? 400 : read.status;
    return data(
      { asked: null, answer: greetingMessage(chatContent), meta: chatMeta() },
      { status },
    );
  }
  return data(
    { asked: text, answer: reply(text, chatContent), meta: chatMeta() },
    { headers: NO_STORE },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => metaFrom(loaderData);

function Answer({ answer }: { answer: BotReply }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-sm font-semibold text-slate-600">{copy.assistantName}</p>
      <p className="mt-1 leading-relaxed whitespace-pre-line text-slate-800">{answer.text}</p>
      {answer.quickReplies.length > 0 ? (
        <ul aria-label="Suggested replies" className="mt-4 flex flex-wrap gap-2">
          {answer.quickReplies.map((quick) => (
            <li key={quick.label}>
              {quick.to ? (
                <a href={quick.to} className={buttonClasses("outline")}>
                  {quick.label}
                </a>
              ) : (
                <Form method="post">
                  <input type="hidden" name="message" value={quick.label} />
                  <button type="submit" className={buttonClasses("outline")}>
                    {quick.label}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ChatRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { asked, answer } = actionData ?? loaderData;
  return (
    <>
      <PageBanner title={copy.assistantName} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6 lg:px-8">
        <h2 className="sr-only">{copy.conversation}</h2>
        {asked ? (
          <div className="ml-auto max-w-[85%] rounded-2xl bg-brand-700 p-5 text-white">
            <p className="text-sm font-semibold">{copy.you}</p>
            <p className="mt-1">{asked}</p>
          </div>
        ) : null}
        <Answer answer={answer} />
        <Form method="post" className="flex items-center gap-2 pt-4">
          <label htmlFor="chat-page-message" className="sr-only">
            {copy.inputLabel}
          </label>
          <input
            id="chat-page-message"
            name="message"
            type="text"
            required
            autoComplete="off"
            maxLength={CHAT_MESSAGE_MAX_CHARS}
            placeholder={copy.placeholder}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-500 bg-white px-4 text-base text-slate-800 placeholder:text-slate-500"
          />
          <button type="submit" className={buttonClasses()}>
            {copy.send}
          </button>
        </Form>
      </div>
    </>
  );
}
