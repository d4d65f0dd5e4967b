// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ChatStore from "./chat-store";
import { EARLY_QUEUE } from "./early-messages";

type Store = typeof ChatStore;

/** The store as a fresh page load finds it: new module state over this tab's sessionStorage. */
async function loadStore(): Promise<Store> {
  vi.resetModules();
  return import("./chat-store");
}

const early = () => window as { [EARLY_QUEUE]?: string[] };
const reply = { text: "We do.", quickReplies: [] };
const visitorTexts = (store: Store) =>
  store
    .readChat()
    .messages.flatMap((message) => (message.kind === "visitor" ? [message.text] : []));

beforeEach(() => sessionStorage.clear());
afterEach(() => void delete early()[EARLY_QUEUE]);

describe("chat store", () => {
  it("tells every subscriber of each change, and stops telling one that left", async () => {
    const store = await loadStore();
    const widget = vi.fn();
    const conversation = vi.fn();
    store.subscribeChat(widget);
    const leave = store.subscribeChat(conversation);
    store.dispatchChat({ type: "toggled", open: true });
    expect(widget).toHaveBeenCalledTimes(1);
    expect(conversation).toHaveBeenCalledTimes(1);
    leave();
    store.dispatchChat({ type: "greeted" });
    expect(widget).toHaveBeenCalledTimes(2);
    expect(conversation).toHaveBeenCalledTimes(1);
  });

  it("takes the messages sent before the script was live once, and asks each", async () => {
    early()[EARLY_QUEUE] = ["boiler", "roads"];
    const store = await loadStore();
    store.askEarlyMessages();
    store.askEarlyMessages();
    expect(early()[EARLY_QUEUE]).toEqual([]);
    expect(visitorTexts(store)).toEqual(["boiler", "roads"]);
    expect(store.readChat().unanswered.map(({ text }) => text)).toEqual(["boiler", "roads"]);
    // The greeting comes first, as when a visitor writes before its second is up.
    expect(store.readChat().messages[0]?.kind).toBe("greeting");
  });

  it("answers a question once, however often its answer is given", async () => {
    const store = await loadStore();
    store.dispatchChat({ type: "asked", texts: ["Do you do sprinklers?"] });
    const [question] = store.readChat().unanswered;
    store.dispatchChat({ type: "answered", id: question!.id, reply });
    store.dispatchChat({ type: "answered", id: question!.id, reply });
    expect(store.readChat().unanswered).toEqual([]);
    expect(store.readChat().messages.filter(({ kind }) => kind === "bot")).toHaveLength(1);
  });

  it("marks a reply unread while the window is closed, and clears that on opening", async () => {
    const store = await loadStore();
    store.dispatchChat({ type: "asked", texts: ["hi"] });
    const [question] = store.readChat().unanswered;
    store.dispatchChat({ type: "answered", id: question!.id, reply });
    expect(store.readChat().unread).toBe(true);
    store.dispatchChat({ type: "toggled", open: true });
    expect(store.readChat().unread).toBe(false);
  });

  it("keeps the conversation for the next page, with the questions waiting there", async () => {
    const first = await loadStore();
    first.dispatchChat({ type: "toggled", open: true });
    first.dispatchChat({ type: "asked", texts: ["hydrant"] });
    const next = await loadStore();
    // Every page change is a page load: the next page answers them, so it wants the code.
    expect(next.readChat()).toEqual(first.readChat());
    expect(next.readChat().unanswered.map(({ text }) => text)).toEqual(["hydrant"]);
    expect(next.readChat().wanted).toBe(true);
  });

  it("wants no conversation's code on the next page when nothing waits for an answer", async () => {
    const first = await loadStore();
    first.dispatchChat({ type: "asked", texts: ["hydrant"] });
    const [question] = first.readChat().unanswered;
    first.dispatchChat({ type: "answered", id: question!.id, reply });
    const next = await loadStore();
    expect(next.readChat()).toEqual({ ...first.readChat(), wanted: false });
  });
});
