// The review's notes on how a document was read: "Read by OCR: check each item" only when some page was read from
// its image, and the pages OCR left unread listed with the lines to add by hand.
import { fireEvent, render, screen } from "@testing-library/react";
import { OcrNote, UnplacedLines } from "@/components/import/read-notes";

describe("OcrNote", () => {
  it("tells the rep to check each item when the document was read by OCR", () => {
    render(<OcrNote review={{ readBy: "ocr" }} />);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(/^Read by OCR: check each item\./);
    expect(note).toHaveTextContent("names, dates or figures may be misread");
  });

  it("shows nothing for a document read from its text layer", () => {
    const { container } = render(<OcrNote review={{ readBy: "text" }} />);
    expect(screen.queryByRole("note")).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});

describe("UnplacedLines with pages OCR did not read", () => {
  it("lists the unread pages with why, behind a count", () => {
    render(
      <UnplacedLines
        review={{
          unplaced: [
            { text: "Pages 6 and 7: not read", reason: "These pages have no text layer, and reading pages ..." },
            { text: "Regional Sales Manager, Fabrikam", reason: "A job line without dates" },
          ],
        }}
      />,
    );
    const summary = screen.getByText("2 lines could not be placed: add them by hand if they belong");
    fireEvent.click(summary);
    expect(screen.getByText("“Pages 6 and 7: not read”")).toBeVisible();
    expect(screen.getByText(/These pages have no text layer/)).toBeVisible();
  });
});
