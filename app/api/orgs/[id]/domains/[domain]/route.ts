import { orgsRoutes } from "@/lib/api/routes/orgs";
import { DOMAINS_ACCESS, removePendingDomain } from "@/lib/server/data/orgs/domains";
import { orgRoute, parseInput, SUCCESS } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Removes a domain still waiting for its DNS check (owners and admins); a verified one only the operator removes. */
export const DELETE = orgRoute(
  orgsRoutes["DELETE /api/orgs/[id]/domains/[domain]"],
  async (_request, { org, params }) => {
    const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
    await removePendingDomain(org, domain);
    return SUCCESS;
  },
  DOMAINS_ACCESS,
);
