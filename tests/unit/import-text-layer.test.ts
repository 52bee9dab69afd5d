// The text layer as a person reads the page: each rule with the smallest text that shows it. Fonts map glyphs to
// code points they do not mean (a hyphen to U+00AD, a comma to a low quote, accents drawn apart from their letter),
// and what the extractor finds depends on reading them as the page shows them.
import { extractPortfolioItems, type ReadDocument } from "@/lib/server/import";
import { normaliseText } from "@/lib/server/import/normalise";

const pdf = (text: string) => normaliseText(text, { drawn: true });

describe("soft hyphens (U+00AD)", () => {
  it("is the dash the page shows between spaces, digits or dates", () => {
    expect(pdf("Sep. 2023 \u00AD Mar. 2024")).toBe("Sep. 2023 - Mar. 2024");
    expect(pdf("2019\u00AD2021")).toBe("2019-2021");
    expect(normaliseText("2019 \u00AD 2021")).toBe("2019 - 2021");
  });

  it("joins the word it broke at a line end, also when the reader already joined the lines with a space", () => {
    expect(pdf("man\u00AD\nagement")).toBe("management");
    expect(pdf("man\u00AD agement")).toBe("management");
  });

  it("inside a word is the hyphen drawn on a PDF page, and an invisible break point in Word or text", () => {
    expect(pdf("high\u00ADimpact")).toBe("high-impact");
    expect(normaliseText("high\u00ADimpact")).toBe("highimpact");
    expect(pdf("Sep\u00AD. 2023")).toBe("Sep. 2023");
  });

  it("lets a job whose dates a font wrote with soft hyphens be found, with its summary's hyphens kept", () => {
    const read: ReadDocument = {
      kind: "pdf",
      text: pdf(
        "Summary\nA high\u00ADimpact seller.\nExperience\nAccount Executive, Initech | Sep. 2023 \u00AD Mar. 2024",
      ),
    };
    const found = extractPortfolioItems(read);
    expect(found.experiences.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ["Account Executive", "Initech", "2023-09", "2024-03"],
    ]);
    expect(found.aboutMe[0]?.summary).toBe("A high-impact seller.");
  });
});

describe("other code points fonts misuse", () => {
  it("reads hyphen and dash look-alikes as the hyphen or en dash they are", () => {
    expect(normaliseText("co\u2010founder, non\u2011stop, \u22125%")).toBe("co-founder, non-stop, -5%");
    expect(normaliseText("2019\u20122021 and 2019\u20152021")).toBe("2019\u20132021 and 2019\u20132021");
  });

  it("spells out ligatures and full-width letters and digits", () => {
    expect(normaliseText("\uFB01nance \uFB02ow \uFB03ce")).toBe("finance flow ffice");
    expect(normaliseText("\uFF2A\uFF41\uFF4E \uFF12\uFF10\uFF12\uFF13")).toBe("Jan 2023");
  });

  it("joins an accent drawn before its letter, and composes decomposed letters", () => {
    expect(pdf("Nationalit\u00A8 at, Pers\u00A8onliche, Universit\u00B4e")).toBe(
      "Nationalität, Persönliche, Université",
    );
    expect(normaliseText("Universita\u0308t")).toBe("Universit\u00E4t");
    expect(normaliseText("don\u00B4t")).toBe("don\u00B4t");
  });

  it("turns no-break and thin spaces into spaces, drops zero-width ones and icon glyphs", () => {
    expect(normaliseText("Jan\u00A02021\u2009–\u202FMay\u200B 2022")).toBe("Jan 2021 – May 2022");
    expect(normaliseText("\uE0B0 +1 555 0100 \u{F0152} me@x.com")).toBe("  +1 555 0100   me@x.com");
  });

  it("reads a low single quote after a word as the comma it is drawn as", () => {
    expect(normaliseText("BJ\u2019s Restaurants, Inc\u201A Pittsburgh, PA")).toBe(
      "BJ\u2019s Restaurants, Inc, Pittsburgh, PA",
    );
    expect(normaliseText("\u201Aquoted\u2018")).toBe("\u201Aquoted\u2018");
  });
});
