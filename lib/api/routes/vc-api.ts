// Route table entries for the W3C VC API (operator issuing, verification).
import { out } from "../define";
import { routeTable } from "./table";

/** The VC API's verification result (200 when verified; 400 with an `error` beside it when not). */
export type VcApiVerification = {
  verified: boolean;
  /** The issuer the credential names (null when none): a warning says when it is not QuotaProof. */
  issuer: string | null;
  checks: string[];
  warnings: string[];
  errors: string[];
};

export const vcApiRoutes = routeTable({
  "POST /credentials/issue": { output: out<{ verifiableCredential: Record<string, unknown> }>() },
  "POST /credentials/verify": { output: out<VcApiVerification>() },
});
