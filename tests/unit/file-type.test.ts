import { detectFileType } from "@/lib/server/storage/file-type";
import { PROOF_CONTENT_TYPES } from "@/lib/proof-files";
import { JPEG_BYTES, solidPng, WEBP_BYTES } from "../images";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"));

describe("detectFileType", () => {
  it("reads images and PDFs from their magic bytes", async () => {
    expect(await detectFileType(solidPng(4))).toBe("image/png");
    expect(await detectFileType(JPEG_BYTES)).toBe("image/jpeg");
    expect(await detectFileType(WEBP_BYTES)).toBe("image/webp");
    expect(await detectFileType(text("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("takes an animated PNG for a PNG, and refuses formats we do not store", async () => {
    const png = solidPng(4);
    const animationControl = Buffer.from([0, 0, 0, 8, ...Buffer.from("acTL"), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    const apng = Buffer.concat([png.subarray(0, 33), animationControl, png.subarray(33)]);
    expect(await detectFileType(apng)).toBe("image/png");
    expect(await detectFileType(text("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))).toBeNull();
    expect(await detectFileType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0))).toBeNull();
    expect(await detectFileType(text("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
  });

  it("reads an Outlook .msg from the OLE compound file header", async () => {
    expect(await detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0))).toBe(
      "application/vnd.ms-outlook",
    );
    expect(await detectFileType(bytes(0xd0, 0xcf, 0x11, 0xe0))).toBeNull();
  });

  it("reads an .eml from its RFC 822 header block", async () => {
    const message = "From: A <a@example.com>\r\nTo: b@example.com\r\nSubject: Q3\r\n\r\nBody";
    expect(await detectFileType(text(message))).toBe("message/rfc822");
    const folded = "Received: from mx.example.com\n\tby mail.example.com\nMessage-ID: <1@x>\nSubject: hi\n\nbody";
    expect(await detectFileType(text(folded))).toBe("message/rfc822");
  });

  it("does not take ordinary text, a lone header or binary for an e-mail", async () => {
    expect(await detectFileType(text("Hello world\nThis is a note.\n\n"))).toBeNull();
    expect(await detectFileType(text("Subject: only one header\n\nbody"))).toBeNull();
    expect(await detectFileType(text("X-One: a\nX-Two: b\n\nbody"))).toBeNull();
    expect(await detectFileType(text("From: a@example.com\nTo: b@example.com\x00\n\nbody"))).toBeNull();
    expect(await detectFileType(text("From: a@example.com\nTo: b@example.com"))).toBeNull();
  });

  it("refuses an executable, whatever it is called", async () => {
    expect(await detectFileType(text("MZ\x90\x00\x03\x00\x00\x00\x04\x00"))).toBeNull();
    expect(await detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46))).toBeNull();
    expect(await detectFileType(bytes())).toBeNull();
  });

  it("lets recognition proofs take only PDF and images, quota proofs also e-mails", async () => {
    expect(PROOF_CONTENT_TYPES["recognition-proof"]).toEqual(["application/pdf", "image/png", "image/jpeg"]);
    expect(PROOF_CONTENT_TYPES["quota-proof"]).toContain("message/rfc822");
    expect(PROOF_CONTENT_TYPES["quota-proof"]).toContain("application/vnd.ms-outlook");
  });
});
