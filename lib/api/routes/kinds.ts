// The entries that answer no JSON, said one way: a file the browser downloads or shows, and a redirect it follows
// (the OAuth connect and callback hand-offs). A GET key takes one of them as its whole entry; an entry with a
// body spreads it after its input.
import { out } from "../define";
import type { EntrySpec } from "./table";

/** Answers a file (a download, an image, a PDF). */
export const fileEntry = { output: out<Blob>(), response: "file" } as const satisfies EntrySpec;

/** Answers a redirect the browser follows. */
export const redirectEntry = { output: out<never>(), response: "redirect" } as const satisfies EntrySpec;
