// The entries that answer no JSON, made one way: a file the browser downloads or shows, and a redirect it follows
// (the OAuth connect and callback hand-offs). Each entry then says only its path.
import { out, route } from "../define";

/** A GET answering a file (a download, an image, a PDF). */
export const fileRoute = <const P extends string>(path: P) =>
  route({ method: "GET", path, output: out<Blob>(), response: "file" });

/** A GET answering a redirect the browser follows. */
export const redirectRoute = <const P extends string>(path: P) =>
  route({ method: "GET", path, output: out<never>(), response: "redirect" });
