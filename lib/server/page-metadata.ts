import "server-only";
// The title of a page of the signed-in app. Signed out, the page shows the sign-in form in its place (the app
// layout's gate), under the sign-in page's title: the page's own ("Review queue") is not given away.
import type { Metadata } from "next";
import { getSessionUser } from "./session";

export const SIGN_IN_TITLE = "Sign In";

/** The page's `generateMetadata`: its title for a signed-in visitor, the sign-in title (and noindex) for anyone else. */
export function signedInPageMetadata(title: string): () => Promise<Metadata> {
  return async () =>
    (await getSessionUser()) ? { title } : { title: SIGN_IN_TITLE, robots: { index: false, follow: false } };
}
