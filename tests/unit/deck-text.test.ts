import { cleanText, paginateFlow, wrapLines, type FlowPages } from "@/lib/server/export/deck-text";
import { imageSize } from "@/lib/server/export/image-size";
import { solidPng } from "../images";

const PAGES: FlowPages = { first: { widthIn: 6, heightIn: 2 }, next: { widthIn: 9, heightIn: 3 } };
const words = (n: number, tag = "w") => Array.from({ length: n }, (_, i) => `${tag}${i}`);

describe("cleanText", () => {
  it("drops characters slide XML cannot hold and folds runs of spaces", () => {
    expect(cleanText("Won\u0001 the\u0000  deal\t\tin Q3\uFFFE")).toBe("Won the deal in Q3");
    expect(cleanText("lone \uD800 surrogate, pair 😀 kept")).toBe("lone surrogate, pair 😀 kept");
    expect(cleanText("line one\r\nline two")).toBe("line one\nline two");
  });
});

describe("wrapLines", () => {
  it("wraps on spaces and keeps every word", () => {
    const text = words(80).join(" ");
    const lines = wrapLines(text, 4, { sizePt: 14 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
  });

  it("breaks a word longer than the line (CJK text, a URL) between characters", () => {
    const cjk = "漢字のテキスト".repeat(20);
    const lines = wrapLines(cjk, 3, { sizePt: 12 });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join("")).toBe(cjk);
  });

  it("keeps paragraphs apart", () => {
    expect(wrapLines("first\nsecond", 9, { sizePt: 12 })).toEqual(["first", "second"]);
  });
});

describe("paginateFlow", () => {
  it("uses the largest size when everything fits on one page", () => {
    const result = paginateFlow([{ kind: "body", text: "Closed the Globex deal." }], PAGES, [14, 12]);
    expect(result).toEqual({ sizePt: 14, pages: [[{ kind: "body", text: "Closed the Globex deal." }]] });
  });

  it("shrinks before it adds a page", () => {
    const text = words(120).join(" ");
    const at14 = paginateFlow([{ kind: "body", text }], PAGES, [14]);
    const shrunk = paginateFlow([{ kind: "body", text }], PAGES, [14, 10]);
    expect(at14.pages.length).toBe(2);
    expect(shrunk).toEqual({ sizePt: 10, pages: [[{ kind: "body", text }]] });
  });

  it("splits a long paragraph across pages between lines, losing no word and adding none", () => {
    const all = words(900);
    const { pages } = paginateFlow([{ kind: "body", text: all.join(" ") }], PAGES, [14, 12]);
    expect(pages.length).toBeGreaterThan(3);
    const laidOut = pages.flatMap((page) => page.map((block) => block.text)).join(" ");
    expect(laidOut.split(" ")).toEqual(all);
  });

  it("never leaves a heading alone at the bottom of a page", () => {
    let movedOn = 0;
    // Body texts of many lengths, so the heading falls at every position on a page.
    for (let n = 60; n <= 200; n += 4) {
      const { pages } = paginateFlow(
        [
          { kind: "body", text: words(n, "a").join(" ") },
          { kind: "heading", text: "Impact" },
          { kind: "body", text: words(40, "b").join(" ") },
        ],
        PAGES,
        [14],
      );
      for (const page of pages) expect(page.at(-1)?.kind).toBe("body");
      const page = pages.findIndex((p) => p.some((block) => block.kind === "heading"));
      const at = pages[page]!.findIndex((block) => block.kind === "heading");
      expect(pages[page]![at + 1]?.text).toMatch(/^b0 /);
      if (page > 0 && at === 0) movedOn += 1;
    }
    expect(movedOn).toBeGreaterThan(0);
  });
});

describe("imageSize", () => {
  it("reads a PNG's size and refuses other bytes", () => {
    expect(imageSize(solidPng(40))).toEqual({ width: 40, height: 40 });
    expect(imageSize(Buffer.from("not an image"))).toBeNull();
  });

  it("measures only the types we accept, and not a header cut short", () => {
    const gif = Buffer.from([...Buffer.from("GIF89a"), 0x28, 0x00, 0x28, 0x00, 0x00, 0x00, 0x00]);
    expect(imageSize(gif)).toBeNull();
    expect(imageSize(solidPng(40).subarray(0, 20))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]))).toBeNull();
  });

  it("reads a JPEG's size from its start-of-frame segment", () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8, // start of image
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00, // an APP0 segment of 2 bytes
      0xff,
      0xc0,
      0x00,
      0x0b,
      0x08,
      0x01,
      0x2c,
      0x02,
      0x58,
      0x01,
      0x01,
      0x11,
      0x00, // SOF0: 300 high, 600 wide
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
  });
});
