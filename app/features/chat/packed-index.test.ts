import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import chatSearch from "./search-data";
import { packIndex, unpackIndex } from "./packed-index";
import type { IndexName } from "./search-options";
import { indexOptions } from "./search-options";

describe("the chat's packed indexes", () => {
  it("turn back into exactly the JSON MiniSearch wrote", () => {
    const search = new MiniSearch({ fields: ["a", "b"] });
    search.addAll([
      { id: 0, a: "fire hydrant hydrant", b: "ring main" },
      { id: 1, a: "sprinkler", b: "" },
      { id: 2, a: "hydrant pump", b: "pump pump house" },
    ]);
    const json = search.toJSON();
    expect(unpackIndex(packIndex(json))).toEqual(json);
  });

  it("refuse an index whose documents are not numbered 0, 1, 2… in order", () => {
    const search = new MiniSearch({ fields: ["a"] });
    search.addAll([{ id: 5, a: "hydrant" }]);
    expect(() => packIndex(search.toJSON())).toThrow(/ids 0, 1, 2/);
  });

  it.each(Object.keys(chatSearch.indexes) as IndexName[])(
    "load the build's %s index and find what it holds",
    (name) => {
      const search = MiniSearch.loadJS(unpackIndex(chatSearch.indexes[name]), indexOptions(name));
      expect(search.documentCount).toBeGreaterThan(0);
      const [term] = chatSearch.indexes[name].terms.split(" ");
      expect(search.search(term!).length).toBeGreaterThan(0);
    },
  );
});
