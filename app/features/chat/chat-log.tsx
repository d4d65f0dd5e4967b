import * as lucide from "lucide";
import { useEffect, useRef } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { type ChatMessage, useChat } from "./chat-store";
import { type BotReply, type ChatContent, type QuickReply, greetingMessage } from "./engine";

const ArrowUpRight = lucideIcon("arrow-up-right", lucide.ArrowUpRight);

interface ChatLogProps {
  content: ChatContent;
  onChoose: (quickReply: QuickReply) => void;
}

function botReply(message: ChatMessage, content: ChatContent): BotReply | undefined {
  if (message.kind === "greeting") return greetingMessage(content);
  if (message.kind === "bot") return message;
  return undefined;
}

function Bubble({ message, content }: { message: ChatMessage; content: ChatContent }) {
  const bot = botReply(message, content);
  const { assistantName } = content.script;
  return (
    <li
      // A compound answer's paragraphs each start on a line of their own.
      className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-line ${
        bot
          ? "border border-slate-200 bg-slate-50 text-slate-800"
          : "self-end bg-brand-700 text-white"
      }`}
    >
      <span className="sr-only">{bot ? assistantName : "You"}: </span>
      {bot ? bot.text : message.kind === "visitor" && message.text}
    </li>
  );
}

function TypingIndicator({ assistantName }: { assistantName: string }) {
  return (
    <div className="flex items-center gap-1 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3">
      {["", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={`h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce ${delay}`}
        />
      ))}
      <span className="sr-only">{assistantName} is typing…</span>
    </div>
  );
}

function QuickReplies({
  replies,
  onChoose,
}: {
  replies: QuickReply[];
  onChoose: ChatLogProps["onChoose"];
}) {
  return (
    <ul aria-label="Suggested replies" className="flex flex-wrap gap-2">
      {replies.map((quickReply) => (
        <li key={quickReply.label}>
          <button
            type="button"
            onClick={() => onChoose(quickReply)}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-4 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {quickReply.label}
            {quickReply.to ? (
              <ArrowUpRight aria-hidden="true" className="h-4 w-4 shrink-0" />
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ChatLog({ content, onChoose }: ChatLogProps) {
  const { open, messages, unanswered } = useChat();
  // The assistant is typing while a question waits for its answer.
  const typing = unanswered.length > 0;
  const logRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1);
  const replies = last && !typing ? (botReply(last, content)?.quickReplies ?? []) : [];

  useEffect(() => {
    const log = logRef.current;
    const latest = listRef.current?.lastElementChild;
    if (!log) return;
    // A long answer is read from its start, so the log shows its top rather than its end.
    log.scrollTop =
      typing || !(latest instanceof HTMLElement) ? log.scrollHeight : latest.offsetTop - 16;
  }, [open, messages.length, typing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // The log scrolls, so it must be reachable by keyboard even when it holds no buttons.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative flex flex-1 flex-col items-start gap-3 overflow-y-auto p-4"
    >
      <ol ref={listRef} aria-label="Messages" className="flex w-full flex-col items-start gap-3">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} content={content} />
        ))}
      </ol>
      {typing ? <TypingIndicator assistantName={content.script.assistantName} /> : null}
      {replies.length > 0 ? <QuickReplies replies={replies} onChoose={onChoose} /> : null}
    </div>
  );
}
