import { fileNameFromContentDisposition } from "@/lib/file-download";
import { asciiFileName, contentDisposition } from "@/lib/server/download";

describe("contentDisposition", () => {
  it("gives the ASCII name alone when there is no UTF-8 name", () => {
    expect(contentDisposition("attachment", { ascii: "quotaproof-export-2026-03-01.json" })).toBe(
      'attachment; filename="quotaproof-export-2026-03-01.json"',
    );
  });

  it("adds the UTF-8 name as filename*, which a browser reads back exactly", () => {
    const header = contentDisposition("attachment", {
      ascii: "Jose-Nunez-QuotaProof-2026-03-01.pdf",
      utf8: "José-Núñez-QuotaProof-2026-03-01.pdf",
    });
    expect(header).toBe(
      `attachment; filename="Jose-Nunez-QuotaProof-2026-03-01.pdf"; filename*=UTF-8''${encodeURIComponent("José-Núñez-QuotaProof-2026-03-01.pdf")}`,
    );
    expect(fileNameFromContentDisposition(header)).toBe("José-Núñez-QuotaProof-2026-03-01.pdf");
  });

  it("never lets a quote, backslash or line break out of the quoted name", () => {
    const header = contentDisposition("inline", { ascii: 'a"b\\c\r\nSet-Cookie: x', utf8: 'a"b\r\n.pdf' });
    expect(header).toBe(`inline; filename="a_b_c__Set-Cookie: x"; filename*=UTF-8''a%22b%0D%0A.pdf`);
  });
});

describe("asciiFileName", () => {
  it("replaces what the quoted name cannot hold and keeps the rest", () => {
    expect(asciiFileName("Q3 dashboard.png", "proof")).toBe("Q3 dashboard.png");
    expect(asciiFileName('Résumé "final".pdf', "proof")).toBe("R_sum_ _final_.pdf");
  });

  it("cuts the name to 150 characters and falls back when it is empty", () => {
    expect(asciiFileName("x".repeat(200), "proof")).toHaveLength(150);
    expect(asciiFileName("", "proof")).toBe("proof");
  });
});
