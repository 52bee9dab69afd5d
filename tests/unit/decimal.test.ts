import { divideRounded, fromHundredths, toHundredths } from "@/lib/decimal";

describe("toHundredths", () => {
  it.each([
    ["1234.5", 123450n],
    ["1234.56", 123456n],
    ["1250000", 125000000n],
    ["0", 0n],
    ["0.05", 5n],
    [" 12 ", 1200n],
    ["9999999999999.99", 999999999999999n],
  ])("reads %p as %p hundredths", (text, expected) => {
    expect(toHundredths(text)).toBe(expected);
  });

  it.each(["", "abc", "-5", "1,000", "$100", "1.234", "1.", ".5", "1e6", "12345678901234"])(
    "refuses %p (not a plain non-negative amount of at most 13 digits and 2 decimals)",
    (text) => {
      expect(toHundredths(text)).toBeUndefined();
    },
  );
});

describe("fromHundredths", () => {
  it.each([
    [123450n, "1234.50"],
    [5n, "0.05"],
    [0n, "0.00"],
    [125000000n, "1250000.00"],
    [-5n, "-0.05"],
    [-123456n, "-1234.56"],
  ])("writes %p as %p", (value, expected) => {
    expect(fromHundredths(value)).toBe(expected);
  });

  it("round-trips an amount exactly, even past float precision", () => {
    expect(fromHundredths(toHundredths("9999999999999.99")!)).toBe("9999999999999.99");
  });
});

describe("divideRounded", () => {
  it("rounds half up", () => {
    expect(divideRounded(1n, 8n, 2)).toBe("0.13"); // 0.125
    expect(divideRounded(1n, 3n, 1)).toBe("0.3");
    expect(divideRounded(2n, 3n, 1)).toBe("0.7");
    expect(divideRounded(5n, 2n, 0)).toBe("3");
  });

  it("pads the decimals", () => {
    expect(divideRounded(100n, 1n, 1)).toBe("100.0");
    expect(divideRounded(1n, 100n, 2)).toBe("0.01");
    expect(divideRounded(1n, 20n, 3)).toBe("0.050");
  });

  it("refuses a zero denominator", () => {
    expect(() => divideRounded(1n, 0n, 1)).toThrow(RangeError);
  });
});

describe("divideRounded with negative values", () => {
  it("rounds the magnitude half-up and keeps the sign", () => {
    expect(divideRounded(-1n, 3n, 1)).toBe("-0.3");
    expect(divideRounded(1n, -8n, 2)).toBe("-0.13");
    expect(divideRounded(-1n, -2n, 0)).toBe("1");
    expect(divideRounded(-1n, 1000n, 1)).toBe("0.0");
  });
});
