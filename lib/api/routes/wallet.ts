// Route table entries for OpenID for Verifiable Credential Issuance (offers, issuer metadata, token, credential).
import { routeTable } from "./table";

export const walletRoutes = routeTable({});
