import { adminRoutes } from "@/lib/api/routes/admin";
import { operatorRenameOrg } from "@/lib/server/data/orgs/orgs";
import { parseId, userRoute } from "@/lib/server/http";

/** The operator renames an organisation (the only way once it has a verified domain): `{ name }`. Site admins only. */
export const PATCH = userRoute(
  adminRoutes["PATCH /api/admin/orgs/[id]"],
  async (_request, { user, params, input }) =>
    operatorRenameOrg(user.id, parseId(params.id, "Organisation"), input.name),
  { role: "admin" },
);
