import { descriptionPreview } from "@/components/export/description-preview";
import { fileNameFromContentDisposition } from "@/lib/file-download";
import { buildMailDraft, MAIL_SUBJECT, MAX_MAILTO_LENGTH, mailtoHref } from "@/components/export/mail-draft";

/** The subject and body a mail app reads out of a mailto: URL. */
function openMailto(href: string): { subject: string; body: string } {
  const match = /^mailto:\?subject=([^&]*)&body=(.*)$/.exec(href);
  if (!match) throw new Error(`Not a mailto: draft: ${href}`);
  return { subject: decodeURIComponent(match[1]!), body: decodeURIComponent(match[2]!) };
}

describe("descriptionPreview", () => {
  it("keeps a text of up to 100 characters as it is", () => {
    const exactly100 = "x".repeat(100);
    expect(descriptionPreview(exactly100)).toBe(exactly100);
    expect(descriptionPreview("Won the Globex deal.")).toBe("Won the Globex deal.");
  });

  it("cuts a longer text to its first 100 characters and says so", () => {
    const text = `${"a".repeat(100)}TAIL`;
    expect(descriptionPreview(text)).toBe(`${"a".repeat(100)}...`);
  });

  it("does not leave a space before the dots, and folds line breaks into spaces", () => {
    expect(descriptionPreview(`${"a".repeat(99)} second word`)).toBe(`${"a".repeat(99)}...`);
    expect(descriptionPreview("Line one\n\nline two")).toBe("Line one line two");
  });

  it("counts characters, not UTF-16 units: an emoji or a CJK character is never split", () => {
    const text = "📈".repeat(120);
    const preview = descriptionPreview(text);
    expect(Array.from(preview.replace(/\.\.\.$/, ""))).toHaveLength(100);
    expect(preview).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(descriptionPreview("销".repeat(101))).toBe(`${"销".repeat(100)}...`);
  });
});

describe("fileNameFromContentDisposition", () => {
  it("prefers the UTF-8 filename* over the ASCII fallback", () => {
    const header = `attachment; filename="Jose-Nunez-QuotaProof-2026-03-01.pdf"; filename*=UTF-8''${encodeURIComponent("José-Núñez-QuotaProof-2026-03-01.pdf")}`;
    expect(fileNameFromContentDisposition(header)).toBe("José-Núñez-QuotaProof-2026-03-01.pdf");
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''${encodeURIComponent("王伟-QuotaProof.pptx")}`),
    ).toBe("王伟-QuotaProof.pptx");
  });

  it("reads a plain quoted or bare filename", () => {
    expect(fileNameFromContentDisposition('attachment; filename="Deck 2026.pptx"')).toBe("Deck 2026.pptx");
    expect(fileNameFromContentDisposition("attachment; filename=report.pdf; size=10")).toBe("report.pdf");
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
  });

  it("falls back to the plain name when filename* is malformed, and gives null when there is no name", () => {
    expect(fileNameFromContentDisposition(`attachment; filename="safe.pdf"; filename*=UTF-8''bad%E0%A4%A.pdf`)).toBe(
      "safe.pdf",
    );
    expect(fileNameFromContentDisposition("attachment")).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition("")).toBeNull();
  });

  it("never hands back a folder path", () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fevil.pdf`)).toBe("evil.pdf");
  });
});

describe("buildMailDraft", () => {
  const items = [
    {
      title: "Globex platform win",
      description: "Closed $1.2M.",
      aiEnhanced: "Won a $1.2M platform deal against the incumbent.",
    },
    { title: "President's Club 2024", description: "Top 5% of the sales org.", aiEnhanced: null },
  ];

  it('drafts the subject "My Sales Achievements" and a body with recipient and sender placeholders', () => {
    const draft = buildMailDraft(items);
    expect(draft.subject).toBe("My Sales Achievements");
    expect(draft.body).toMatch(/^Hi \[Recipient Name\],\n/);
    expect(draft.body).toMatch(/Best regards,\n\[Your Name\]$/);
    expect(draft.omitted).toBe(0);
  });

  it("lists every selected achievement, numbered, with its enhanced text when it has one, else its description", () => {
    const { body } = buildMailDraft(items);
    expect(body).toContain("1. Globex platform win\nWon a $1.2M platform deal against the incumbent.\n");
    expect(body).not.toContain("Closed $1.2M.");
    expect(body).toContain("2. President's Club 2024\nTop 5% of the sales org.\n");
    // A blank enhanced text is no text: the description stands.
    expect(buildMailDraft([{ title: "T", description: "The description", aiEnhanced: "  " }]).body).toContain(
      "The description",
    );
  });

  it("puts subject and body in a mailto: URL a mail app decodes back, with CRLF line breaks", () => {
    const draft = buildMailDraft(items);
    expect(draft.href.startsWith(`mailto:?subject=${encodeURIComponent(MAIL_SUBJECT)}&body=`)).toBe(true);
    const opened = openMailto(draft.href);
    expect(opened.subject).toBe("My Sales Achievements");
    expect(opened.body).toBe(draft.body.replace(/\n/g, "\r\n"));
    expect(mailtoHref("a & b", "x=1&y=2")).toBe("mailto:?subject=a%20%26%20b&body=x%3D1%26y%3D2");
  });

  it("stays under the URL limit with many long achievements, and says how many were left out", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      title: `Achievement number ${i + 1}`,
      description: `A long description of a sales win with many numbers and details. `.repeat(4),
    }));
    const draft = buildMailDraft(many);
    expect(draft.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(draft.omitted).toBeGreaterThan(0);
    const listed = many.filter((item) => draft.body.includes(`${item.title}\n`)).length;
    expect(listed + draft.omitted).toBe(many.length);
    expect(listed).toBeGreaterThan(0);
    expect(draft.body).toContain(
      `(${draft.omitted} more achievements not listed: this draft was shortened so your mail app can open it.)`,
    );
    expect(draft.body).toMatch(/Best regards,\n\[Your Name\]$/);
  });

  it("cuts one very long non-Latin achievement to fit, on whole characters, keeping the closing", () => {
    const draft = buildMailDraft([{ title: "年度销售冠军", description: "超额完成销售目标，".repeat(300) }]);
    expect(draft.href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    expect(draft.omitted).toBe(0);
    const opened = openMailto(draft.href); // decodeURIComponent throws on a split character
    expect(opened.body).toContain("1. 年度销售冠军\r\n超额完成");
    expect(opened.body).toContain("...\r\n");
    expect(opened.body).toMatch(/\[Your Name\]$/);
  });

  it("with nothing selected still makes a valid draft", () => {
    const draft = buildMailDraft([]);
    expect(draft.omitted).toBe(0);
    expect(openMailto(draft.href).body).toContain("[Recipient Name]");
  });
});
