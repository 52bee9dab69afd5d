// The CSV reader: the delimiter guessed from the first lines, RFC 4180 quotes, a byte order mark, a preamble.
import { parseDelimited } from "@/lib/server/import/readers/csv";

describe("parseDelimited", () => {
  it("guesses a semicolon, a tab or a comma from the lines", () => {
    expect(parseDelimited("Year;Quota\n2023;1.200.000,50\n")).toEqual([
      ["Year", "Quota"],
      ["2023", "1.200.000,50"],
    ]);
    expect(parseDelimited("Year\tQuota, in USD\n2023\t$1,200,000\n")).toEqual([
      ["Year", "Quota, in USD"],
      ["2023", "$1,200,000"],
    ]);
    expect(parseDelimited("Year,Quota;Notes\n2023,900000;ok\n")).toEqual([
      ["Year", "Quota;Notes"],
      ["2023", "900000;ok"],
    ]);
  });

  it("reads quoted cells with delimiters, doubled quotes and line breaks, trims cells and drops blank rows", () => {
    expect(parseDelimited('Name,Notes\r\n"Ellis, Jordan"," said ""yes""\r\nagain "\r\n\r\n , \r\nLee,\r\n')).toEqual([
      ["Name", "Notes"],
      ["Ellis, Jordan", 'said "yes"\r\nagain'],
      ["Lee", ""],
    ]);
  });

  it("drops a byte order mark and keeps a LinkedIn preamble above the header row", () => {
    const rows = parseDelimited(
      '\uFEFFNotes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\nFirst Name,Last Name,Company\nAda,Byte,Acme\n',
    );
    expect(rows[0]).toEqual(["Notes:"]);
    expect(rows.slice(-2)).toEqual([
      ["First Name", "Last Name", "Company"],
      ["Ada", "Byte", "Acme"],
    ]);
  });

  it("reads a single column and an unclosed quote without refusing the file", () => {
    expect(parseDelimited("Achievements\nPresident's Club\n")).toEqual([["Achievements"], ["President's Club"]]);
    expect(parseDelimited('Year,Notes\n2023,"never closed\n2024,x')).toEqual([
      ["Year", "Notes"],
      ["2023", "never closed\n2024,x"],
    ]);
  });
});
