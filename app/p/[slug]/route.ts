// The public share page (/p/<slug>), no account needed, as a document that runs no framework code
// (lib/server/public-pages.ts). The proxy has already checked a posted password (the right one sends the visitor
// back here with the link's unlock cookie; a wrong one comes on here to show the form again with its error).
import { withErrors } from "@/lib/server/http";
import { sharedPageResponse } from "@/lib/server/public-pages";

type Context = { params: Promise<{ slug: string }> };

const page = async (_request: Request, { params }: Context) => sharedPageResponse((await params).slug);

export const GET = withErrors<{ slug: string }>(page);
export const POST = withErrors<{ slug: string }>(page);
