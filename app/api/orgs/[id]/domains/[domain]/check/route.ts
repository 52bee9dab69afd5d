import { orgsRoutes } from "@/lib/api/routes/orgs";
import { checkDomain, DOMAINS_ACCESS } from "@/lib/server/data/orgs/domains";
import { orgRoute, parseInput } from "@/lib/server/http";
import { orgDomainSchema } from "@/lib/validators/org";

/** Looks up the domain's TXT record: 200 verified, 409 while the record is not found (the message says what to publish). */
export const POST = orgRoute(
  orgsRoutes["POST /api/orgs/[id]/domains/[domain]/check"],
  async (_request, { org, params }) => {
    const { domain } = parseInput(orgDomainSchema, { domain: decodeURIComponent(params.domain) });
    return checkDomain(org, domain);
  },
  DOMAINS_ACCESS,
);
