import { NextResponse } from "next/server";
import { orgsRoutes } from "@/lib/api/routes/orgs";
import { addDomain, DOMAINS_ACCESS, DOMAINS_READ_ACCESS, listDomains } from "@/lib/server/data/orgs/domains";
import { orgRoute } from "@/lib/server/http";

/** The organisation's domains with `verifiedAt`, `method` and the TXT record to publish: owners and admins. */
export const GET = orgRoute(
  orgsRoutes["GET /api/orgs/[id]/domains"],
  async (_request, { org }) => listDomains(org),
  DOMAINS_READ_ACCESS,
);

/** `{ domain }` (orgDomainSchema): 201 verified at once (a confirmed address there), else 202 with the TXT record. */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/domains"],
  async (_request, { org, input }) => {
    const added = await addDomain(org, input.domain);
    return NextResponse.json(added.domain, { status: added.verified ? 201 : 202 });
  },
  DOMAINS_ACCESS,
);
