import { Fragment } from "react";

/** A word and its figure: "Since 2009", "ISO 9001:2015", "8 services". */
const PAIR = /(\p{L}\S* \d\S*|\d\S* \p{L}+)/u;

/**
 * The text as it is, with each word-and-figure pair kept on one line: a narrow screen breaks
 * "ISO 9001:2015 Certified · Since 2009" before "Since", never between "Since" and "2009".
 */
export function UnitPairs({ text }: { text: string }) {
  return text.split(PAIR).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
