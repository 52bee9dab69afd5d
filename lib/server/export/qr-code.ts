// The QR codes an export prints beside each verified item: a phone camera opens the item's public verify page,
// which checks its signed credential. One picture per credential, drawn here for both the PDF and the deck, in the
// export worker with the rest of the file. No next/* or "server-only" imports: the benchmark loads it from a plain
// tsx script.
import QRCode, { type QRCodeToBufferOptions } from "qrcode";
import type { CredentialLink } from "@/lib/credentials";
import type { Verification } from "@/lib/verification";
import type { PortfolioSnapshot } from "./snapshot";

/**
 * Error correction M survives a crease or a smudge on paper. The picture keeps a 2-module white margin of its own;
 * the layouts leave more white around it, as scanners want 4. Six pixels per module: printed at 2-2.5 cm, that is
 * well over 300 dpi, so a viewer's image smoothing never blurs the edges between modules.
 */
export const QR_CODE_OPTIONS = {
  type: "png",
  errorCorrectionLevel: "M",
  margin: 2,
  scale: 6,
  color: { dark: "#0f172aff", light: "#ffffffff" },
} as const satisfies QRCodeToBufferOptions;

/** The QR code of `url` as a PNG. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, QR_CODE_OPTIONS);
}

/** What a file prints for one verified item: the address of its verify page and that address as a QR code. */
export type VerifyCode = { url: string; png: Buffer };

/** The verify codes of a snapshot, by credential id. */
export type VerifyCodes = ReadonlyMap<string, VerifyCode>;

type Credentialed = { verification: Verification; credential: CredentialLink | null };

/**
 * A code for every verified item with a credential, where the plan shows verified badges: Starter files carry the
 * "Unverified" watermark and no badges, so no codes either. Each address is drawn once, however often it is printed.
 */
export async function verifyCodes(snapshot: PortfolioSnapshot): Promise<VerifyCodes> {
  if (!snapshot.owner.verifiedBadge) return new Map();
  const items: Credentialed[] = [...snapshot.quota.records, ...snapshot.achievements, ...snapshot.references];
  const urls = new Map<string, string>();
  for (const item of items) {
    if (item.verification.state === "verified" && item.credential)
      urls.set(item.credential.id, item.credential.verifyUrl);
  }
  const drawn = await Promise.all(
    [...urls].map(async ([id, url]) => [id, { url, png: await qrCodePng(url) }] as const),
  );
  return new Map(drawn);
}

/** The code of one item, when it has one in this file. */
export const codeOf = (codes: VerifyCodes, item: Credentialed): VerifyCode | undefined =>
  item.verification.state === "verified" && item.credential ? codes.get(item.credential.id) : undefined;
