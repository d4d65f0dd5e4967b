import SendHorizontal from "lucide-react/icons/send-horizontal";
import { useId, useState, type RefObject } from "react";

interface ChatComposerProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onSend: (text: string) => void;
}

/** The visitor's input line; Enter or Send sends it, blank input cannot be sent. */
export function ChatComposer({ inputRef, onSend }: ChatComposerProps) {
  const [text, setText] = useState("");
  const inputId = useId();
  const blank = text.trim() === "";

  return (
    <form
      className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSend(text.trim());
        setText("");
        // A clicked Send button is disabled once the input is empty, so focus would be lost.
        inputRef.current?.focus();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Your message
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={500}
        placeholder="Type your message…"
        className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-500 bg-white px-4 text-base text-slate-800 placeholder:text-slate-500"
      />
      <button
        type="submit"
        disabled={blank}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Send</span>
      </button>
    </form>
  );
}
