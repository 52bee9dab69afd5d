import { initials } from "@/lib/initials";

describe("initials", () => {
  it.each([
    ["Jordan Smith", "JS"],
    ["  Ana María  de la Cruz ", "AC"],
    ["Prince", "P"],
    ["jordan smith", "JS"],
    ["Émile Zola", "ÉZ"],
    // "É" typed as E + combining acute accent stays one letter.
    ["E\u0301mile Zola", "ÉZ"],
    ["张 伟", "张伟"],
    ["Ørjan Ødegård", "ØØ"],
    ["Олег Петров", "ОП"],
    // Letters outside the Basic Multilingual Plane are surrogate pairs in UTF-16: never half of one.
    ["𝒜lice 𝒵eta", "𝒜𝒵"],
    ["😀 Jordan Smith", "JS"],
    ["(Sam) O'Neil", "SO"],
    ["👩‍💻", "👩‍💻"],
    ["", "?"],
    ["   ", "?"],
  ])("%p → %p", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("never returns a lone surrogate", () => {
    for (const name of ["😀 Jordan", "𝒜 𝒵", "🇫🇷 Paris", "👍🏽"]) {
      expect(initials(name)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });
});
