// The issuer's public details the test server is configured with (what registries and LinkedIn are given), so tests
// can check that the issuer page, the DID document, the credentials and "Add to profile" carry them.
export const TEST_ISSUER = {
  LINKEDIN_ORGANIZATION_ID: "90817263",
  ISSUER_CONTACT_EMAIL: "credentials@quotaproof.test",
  ISSUER_LOCATION: "Boston, MA, USA",
} as const;
