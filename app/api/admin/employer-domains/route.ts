import { NextResponse } from "next/server";
import { adminRoutes } from "@/lib/api/routes/admin";
import { addEmployerDomain, listEmployerDomains } from "@/lib/server/data/employer-domains";
import { userRoute } from "@/lib/server/http";

/** The vetted employer domains and the domains waiting for a look. Admins only (403 otherwise). */
export const GET = userRoute(adminRoutes["GET /api/admin/employer-domains"], async () => listEmployerDomains(), {
  role: "admin",
});

/** The operator vets a domain: 201, 409 when it already is, 422 for a free-mail or malformed one. */
export const POST = userRoute(
  adminRoutes["POST /api/admin/employer-domains"],
  async (_request, { user, input }) => {
    const { domain, source, createdAt } = await addEmployerDomain(user.id, input);
    return NextResponse.json({ domain, source, createdAt }, { status: 201 });
  },
  { role: "admin" },
);
