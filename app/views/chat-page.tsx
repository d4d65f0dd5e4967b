import { PageBanner } from "~/components/layout/page-banner";
import { buttonClasses } from "~/components/ui/button";
import type { PageCopyOf } from "~/content/schemas";
import { type BotReply, type ChatContent, greetingMessage, reply } from "~/features/chat/engine";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/constants";
import type { PageMeta } from "~/lib/seo";

// The chat without JavaScript (/chat, rendered on request). Nothing typed is stored or logged.

type ChatCopy = PageCopyOf<"chat-widget">;

export const chatPageMeta = (copy: ChatCopy) =>
  ({
    title: copy.pageTitle,
    description: copy.pageDescription,
    path: "/chat",
    noindex: true,
  }) satisfies PageMeta;

export interface ChatExchange {
  asked: string | null;
  answer: BotReply;
}

/** The answer to a posted message, or the greeting when there is none. */
export function chatExchange(message: string | null, chatContent: ChatContent): ChatExchange {
  const text = message?.trim().slice(0, CHAT_MESSAGE_MAX_CHARS) ?? "";
  return text === ""
    ? { asked: null, answer: greetingMessage(chatContent) }
    : { asked: text, answer: reply(text, chatContent) };
}

function Answer({ answer, copy }: { answer: BotReply; copy: ChatCopy }) {
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
                <form method="post">
                  <input type="hidden" name="message" value={quick.label} />
                  <button type="submit" className={buttonClasses("outline")}>
                    {quick.label}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ChatPage({ asked, answer, copy }: ChatExchange & { copy: ChatCopy }) {
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
        <Answer answer={answer} copy={copy} />
        <form method="post" className="flex items-center gap-2 pt-4">
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
        </form>
      </div>
    </>
  );
}
