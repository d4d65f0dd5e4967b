import type { AsPlainObject } from "minisearch";

/*
 * A MiniSearch index as the build writes it into the chat's chunk: MiniSearch's own JSON
 * (`toJSON()`), written more compactly, and turned back into exactly that JSON in the browser
 * for `MiniSearch.loadJS`. Nothing is tokenised or indexed in the browser; this only spares the
 * chunk MiniSearch's verbose form (document ids as object keys, `{"0":{"12":1}}` per posting),
 * which took half as many bytes again after gzip as this one.
 *
 * The documents are numbered 0, 1, 2… in the order they were added, so MiniSearch's short ids
 * are the ids themselves and need not be written.
 */
export interface PackedIndex {
  /** documentCount, nextId, dirtCount, serializationVersion. */
  counts: [number, number, number, number];
  fields: string[];
  averageFieldLength: number[];
  /** Each document's field lengths, in base 36, fields joined by "," and documents by " ". */
  lengths: string;
  /** The terms, in MiniSearch's order, joined by " " (terms never contain spaces). */
  terms: string;
  /**
   * Each term's postings, terms joined by "|", fields by ";" as "field:…", documents by "," as
   * the difference from the previous document's number in base 36, with "*frequency" when the
   * term occurs more than once.
   */
  postings: string;
}

const b36 = (value: number) => value.toString(36);
const n36 = (text: string) => parseInt(text, 36);

export function packIndex(json: AsPlainObject): PackedIndex {
  const count = json.documentCount;
  const lengths: string[] = [];
  for (let id = 0; id < json.nextId; id++) {
    const shortId = String(id);
    if (json.documentIds[shortId] !== id) {
      throw new Error(
        `packIndex: document ${id} has short id ${shortId} and id ${String(json.documentIds[shortId])}; add documents with ids 0, 1, 2… in order`,
      );
    }
    const fieldLengths = json.fieldLength[shortId] ?? [];
    if (
      fieldLengths.length !== Object.keys(json.fieldIds).length ||
      fieldLengths.includes(undefined as never)
    ) {
      throw new Error(`packIndex: document ${id} lacks a field; give every document every field`);
    }
    lengths.push(fieldLengths.map(b36).join(","));
  }
  if (Object.keys(json.storedFields).length > 0) {
    throw new Error("packIndex: stored fields are not packed; keep the documents' data apart");
  }
  const terms: string[] = [];
  const postings: string[] = [];
  for (const [term, data] of json.index) {
    if (/[\s|;,:*]/.test(term))
      throw new Error(`packIndex: term ${JSON.stringify(term)} has a separator`);
    terms.push(term);
    postings.push(
      Object.entries(data)
        .map(([field, documents]) => {
          let last = 0;
          const list = Object.entries(documents)
            .map(([id, frequency]) => [Number(id), frequency] as const)
            .sort((a, b) => a[0] - b[0])
            .map(([id, frequency]) => {
              const step = b36(id - last);
              last = id;
              return frequency === 1 ? step : `${step}*${b36(frequency)}`;
            });
          return `${field}:${list.join(",")}`;
        })
        .join(";"),
    );
  }
  return {
    counts: [count, json.nextId, json.dirtCount ?? 0, json.serializationVersion],
    fields: Object.entries(json.fieldIds)
      .sort((a, b) => a[1] - b[1])
      .map(([name]) => name),
    averageFieldLength: json.averageFieldLength,
    lengths: lengths.join(" "),
    terms: terms.join(" "),
    postings: postings.join("|"),
  };
}

/** MiniSearch's JSON again, for `MiniSearch.loadJS`. */
export function unpackIndex(packed: PackedIndex): AsPlainObject {
  const [documentCount, nextId, dirtCount, serializationVersion] = packed.counts;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const lengths = packed.lengths === "" ? [] : packed.lengths.split(" ");
  for (let id = 0; id < nextId; id++) {
    documentIds[id] = id;
    fieldLength[id] = (lengths[id] ?? "").split(",").map(n36);
  }
  const fieldIds: Record<string, number> = {};
  packed.fields.forEach((name, id) => (fieldIds[name] = id));
  const postings = packed.postings.split("|");
  const terms = packed.terms === "" ? [] : packed.terms.split(" ");
  const index: AsPlainObject["index"] = terms.map((term, i) => {
    const data: Record<string, Record<string, number>> = {};
    for (const part of (postings[i] ?? "").split(";")) {
      const colon = part.indexOf(":");
      const documents: Record<string, number> = {};
      let id = 0;
      for (const item of part.slice(colon + 1).split(",")) {
        const [step, frequency] = item.split("*");
        id += n36(step!);
        documents[id] = frequency === undefined ? 1 : n36(frequency);
      }
      data[part.slice(0, colon)] = documents;
    }
    return [term, data];
  });
  return {
    documentCount,
    nextId,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength: packed.averageFieldLength,
    storedFields: {},
    dirtCount,
    index,
    serializationVersion,
  };
}
