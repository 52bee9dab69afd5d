// LinkedIn's documented "add to profile" link for a certification: it opens the rep's profile editor with the
// certification's fields filled in. Pure, so the settings page (a credential) and the badge route (the portfolio)
// build it the same way.
import type { CredentialView } from "./credentials";
import { PRODUCT_NAME } from "./product";

export type LinkedInCertification = {
  name: string;
  /** The page a viewer of the profile is sent to ("See credential"). */
  certUrl: string;
  /** Shown on the profile as the credential ID. */
  certId: string;
  issued: Date;
  organizationName?: string;
};

/** `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=...`: issue year and month in UTC. */
export function linkedInAddCertificationUrl({
  name,
  certUrl,
  certId,
  issued,
  organizationName = PRODUCT_NAME,
}: LinkedInCertification): string {
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name,
    organizationName,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl,
    certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** A credential as a LinkedIn certification whose URL is its public verify page, so a viewer can check it. */
export function credentialLinkedInUrl(credential: Pick<CredentialView, "id" | "name" | "verifyUrl" | "issuedAt">) {
  return linkedInAddCertificationUrl({
    name: credential.name,
    certUrl: credential.verifyUrl,
    certId: credential.id,
    issued: new Date(credential.issuedAt),
  });
}
