import { isoDate, optionalIsoDate } from "@/lib/validators/common";

const MESSAGE = "Please enter a valid date";
const messageFor = (value: unknown) => isoDate(MESSAGE).safeParse(value).error?.issues[0]?.message;

describe("isoDate", () => {
  it("accepts days that exist, leap days included, and trims the field", () => {
    for (const day of ["2024-02-29", "2000-02-29", "2023-12-31", "1999-01-01"])
      expect(isoDate(MESSAGE).parse(day)).toBe(day);
    expect(isoDate(MESSAGE).parse(" 2024-06-30 ")).toBe("2024-06-30");
  });

  it("refuses days that do not exist, other formats and year 0000 with the field's own message", () => {
    for (const value of [
      "2023-02-29",
      "1900-02-29",
      "2024-02-31",
      "2024-04-31",
      "2023-13-01",
      "2024-1-5",
      "0000-01-01",
    ])
      expect({ value, message: messageFor(value) }).toEqual({ value, message: MESSAGE });
    expect(messageFor("")).toBe(MESSAGE);
    expect(messageFor(20240101)).toBe(MESSAGE);
  });

  it("leaves an empty optional date empty", () => {
    expect(optionalIsoDate().parse("")).toBeNull();
    expect(optionalIsoDate().parse(null)).toBeNull();
    expect(optionalIsoDate().safeParse("2024-02-30").error?.issues[0]?.message).toBe(MESSAGE);
  });
});
