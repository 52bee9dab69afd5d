import { detectFileType } from "@/lib/server/storage/file-type";
import { PROOF_CONTENT_TYPES } from "@/lib/proof-files";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"));

describe("detectFileType", () => {
  it("reads images and PDFs from their magic bytes", () => {
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectFileType(text("RIFF\x00\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
    expect(detectFileType(text("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("reads an Outlook .msg from the OLE compound file header", () => {
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0))).toBe(
      "application/vnd.ms-outlook",
    );
    expect(detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0))).toBeNull();
  });

  it("reads an .eml from its RFC 822 header block", () => {
    const message = "From: A <a@example.com>\r\nTo: b@example.com\r\nSubject: Q3\r\n\r\nBody";
    expect(detectFileType(text(message))).toBe("message/rfc822");
    const folded = "Received: from mx.example.com\n\tby mail.example.com\nMessage-ID: <1@x>\nSubject: hi\n\nbody";
    expect(detectFileType(text(folded))).toBe("message/rfc822");
  });

  it("does not take ordinary text, a lone header or binary for an e-mail", () => {
    expect(detectFileType(text("Hello world\nThis is a note.\n\n"))).toBeNull();
    expect(detectFileType(text("Subject: only one header\n\nbody"))).toBeNull();
    expect(detectFileType(text("X-One: a\nX-Two: b\n\nbody"))).toBeNull();
    expect(detectFileType(text("From: a@example.com\nTo: b@example.com\x00\n\nbody"))).toBeNull();
    expect(detectFileType(text("From: a@example.com\nTo: b@example.com"))).toBeNull();
  });

  it("refuses an executable, whatever it is called", () => {
    expect(detectFileType(text("MZ\x90\x00\x03\x00\x00\x00\x04\x00"))).toBeNull();
    expect(detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });

  it("lets recognition proofs take only PDF and images, quota proofs also e-mails", () => {
    expect(PROOF_CONTENT_TYPES["recognition-proof"]).toEqual(["application/pdf", "image/png", "image/jpeg"]);
    expect(PROOF_CONTENT_TYPES["quota-proof"]).toContain("message/rfc822");
    expect(PROOF_CONTENT_TYPES["quota-proof"]).toContain("application/vnd.ms-outlook");
  });
});
