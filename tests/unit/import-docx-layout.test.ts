// Reading order and headings of Word documents, on the smallest HTML mammoth gives for each layout.
import { htmlToLines } from "@/lib/server/import/readers/docx";

describe("Word reading order", () => {
  it("reads a layout table's row of short cells as one line of parts, after the row's heading cell", () => {
    const read = htmlToLines(
      "<table><tr><td><p><strong>WORK EXPERIENCE</strong></p></td><td><p>Beckhoff Automation LLC, Savage, Minnesota</p></td><td><p>Jun 2022 – Present</p></td><td></td></tr>" +
        "<tr><td><p>Associate Application Engineer, Los Angeles, CA, Jan 2024 – Present</p><ul><li>Supporting customers before and after the sale</li></ul><p>Talent Development Associate, Savage, MN, Jun 2023 – Dec 2023</p></td></tr></table>",
    );
    expect(read.text.split("\n")).toEqual([
      "WORK EXPERIENCE",
      "Beckhoff Automation LLC, Savage, Minnesota | Jun 2022 – Present",
      "Associate Application Engineer, Los Angeles, CA, Jan 2024 – Present",
      "• Supporting customers before and after the sale",
      "Talent Development Associate, Savage, MN, Jun 2023 – Dec 2023",
    ]);
    expect(read.headings).toEqual(["WORK EXPERIENCE"]);
  });

  it("joins a bold title cell and its dates cell as one line: a bold cell is a heading only when it reads as one", () => {
    const read = htmlToLines(
      "<table><tr><td><p><strong>Account Executive</strong></p></td><td><p>Jan 2020 – Present</p></td></tr>" +
        "<tr><td><p>Initech, Chicago</p></td><td><p>Closed 40 new logos a year in a territory of 300 accounts, and led the team's forecast calls every week</p></td></tr></table>",
    );
    expect(read.text.split("\n").slice(0, 2)).toEqual(["Account Executive | Jan 2020 – Present", "Initech, Chicago"]);
  });

  it("keeps a heading whose line break only wraps it on one line", () => {
    const read = htmlToLines(
      "<p><strong>EXPERIENCE</strong></p><p>Account Executive, Initech, 2020 – 2023</p><p><strong>HONORS<br />AND AWARDS</strong></p><p>President's Club 2022</p>",
    );
    expect(read.text.split("\n")).toEqual([
      "EXPERIENCE",
      "Account Executive, Initech, 2020 – 2023",
      "HONORS AND AWARDS",
      "President's Club 2022",
    ]);
    expect(read.headings).toEqual(["EXPERIENCE", "HONORS AND AWARDS"]);
  });

  it("reads a tab that pushes the dates to the right margin as a part of the line", () => {
    const read = htmlToLines("<p>Account Executive, Initech\t\tJan 2020 – Present</p><li>\tClosed 40 new logos</li>");
    expect(read.text.split("\n")).toEqual(["Account Executive, Initech | Jan 2020 – Present", "• Closed 40 new logos"]);
  });

  it("counts a heading style when it names sections, not a lower level that holds the job lines", () => {
    const read = htmlToLines(
      "<h1>Hannah Becker</h1><h1>Employment History</h1><h2>Senior Recruiter at Contoso</h2><p>June 2018 – Current · Berlin</p><h2>Recruiter at Northwind</h2><h1>Where I studied</h1><p><strong>Jan 2014 – May 2018</strong></p>",
    );
    expect(read.headings).toEqual(["Hannah Becker", "Employment History", "Where I studied"]);
  });
});
