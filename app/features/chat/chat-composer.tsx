import * as lucide from "lucide";
import { type RefObject, useEffect, useState } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { CHAT_MESSAGE_MAX_CHARS } from "~/lib/constants";
import { CHAT_FORM_ATTRIBUTE } from "./chat-form-attribute";
import { dispatchChat } from "./chat-store";
import type { ChatWidgetCopy } from "./chat-widget";

const SendHorizontal = lucideIcon("send-horizontal", lucide.SendHorizontal);

interface ChatComposerProps {
  copy: Pick<ChatWidgetCopy, "inputLabel" | "placeholder" | "send">;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function ChatComposer({ copy, inputRef }: ChatComposerProps) {
  const live = useHydrated();
  const [blank, setBlank] = useState(true);

  // Whatever was typed before the script was live counts.
  useEffect(() => {
    setBlank((inputRef.current?.value.trim() ?? "") === "");
  }, [inputRef]);

  return (
    <form
      method="post"
      action="/chat"
      {...{ [CHAT_FORM_ATTRIBUTE]: "" }}
      className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const input = inputRef.current;
        const text = input?.value.trim() ?? "";
        if (!input || text === "") return;
        dispatchChat({ type: "asked", texts: [text] });
        input.value = "";
        setBlank(true);
        // A clicked Send button is disabled once the input is empty, so focus would be lost.
        input.focus();
      }}
    >
      <label htmlFor="chat-message" className="sr-only">
        {copy.inputLabel}
      </label>
      <input
        ref={inputRef}
        id="chat-message"
        name="message"
        type="text"
        required
        onInput={(event) => setBlank(event.currentTarget.value.trim() === "")}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        placeholder={copy.placeholder}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-500 bg-white px-4 text-base text-slate-800 placeholder:text-slate-500"
      />
      <button
        type="submit"
        disabled={live && blank}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{copy.send}</span>
      </button>
    </form>
  );
}
