import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./leads-csv";

describe("CSV cells", () => {
  it.each([
    ["plain", '"plain"'],
    ["", '""'],
    [null, '""'],
    [undefined, '""'],
    [0, '"0"'],
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["line one\nline two", '"line one\nline two"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+91 98480 11111", '"\'+91 98480 11111"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1:A9)", '"\'@SUM(A1:A9)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    ["a=1", '"a=1"'],
    ["ಹೈದರಾಬಾದ್", '"ಹೈದರಾಬಾದ್"'],
  ])("%j -> %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("CSV files", () => {
  it("start with a byte-order mark, end lines with CRLF and quote every cell", () => {
    expect(
      toCsv(
        ["name", "note"],
        [
          ["Ravi", "=1+1"],
          ["Anita", 'x"y'],
        ],
      ),
    ).toBe('\uFEFF"name","note"\r\n"Ravi","\'=1+1"\r\n"Anita","x""y"\r\n');
  });
});
