// The SCIM 2.0 schema and message URNs (RFC 7643, RFC 7644) the service speaks, and the media type of its answers.
export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const ENTERPRISE_USER_SCHEMA = "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User";
export const LIST_RESPONSE_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_OP_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";
export const SERVICE_PROVIDER_CONFIG_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig";
export const RESOURCE_TYPE_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:ResourceType";
export const SCHEMA_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Schema";

export const SCIM_CONTENT_TYPE = "application/scim+json";

/** The SCIM error types this service answers with (RFC 7644 §3.12). */
export type ScimType = "uniqueness" | "invalidFilter" | "invalidValue" | "mutability" | "noTarget" | "invalidSyntax";

/** The path of an organisation's SCIM service under the app's address. */
export const scimBasePath = (orgId: number | string) => `/api/scim/v2/${orgId}`;
