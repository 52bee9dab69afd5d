// The SCIM discovery documents (RFC 7644 §4, RFC 7643 §5-7): what the service supports (ServiceProviderConfig), its
// resource types (User with the enterprise extension, Group) and the schemas of the attributes it reads and returns.
// Constant but for the address: every `meta.location` is under the organisation's base URL.
import { MAX_PAGE_SIZE, type ScimResource } from "./resources";
import {
  ENTERPRISE_USER_SCHEMA,
  GROUP_SCHEMA,
  RESOURCE_TYPE_SCHEMA,
  SCHEMA_SCHEMA,
  SERVICE_PROVIDER_CONFIG_SCHEMA,
  USER_SCHEMA,
} from "./urns";

export function serviceProviderConfig(baseUrl: string): ScimResource {
  return {
    schemas: [SERVICE_PROVIDER_CONFIG_SCHEMA],
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "OAuth Bearer Token",
        description: "The organisation's SCIM token, sent as Authorization: Bearer <token>",
        specUri: "https://www.rfc-editor.org/rfc/rfc6750",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

export function resourceTypes(baseUrl: string): ScimResource[] {
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "A member of the organisation",
      schema: USER_SCHEMA,
      schemaExtensions: [{ schema: ENTERPRISE_USER_SCHEMA, required: false }],
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "A group of the organisation's identity provider; its name may give its members a role",
      schema: GROUP_SCHEMA,
      meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/Group` },
    },
  ];
}

type Attribute = Record<string, unknown> & { name: string };

/** One attribute's definition with RFC 7643's defaults spelled out. */
const attribute = (name: string, description: string, more: Partial<Attribute> = {}): Attribute => ({
  name,
  type: "string",
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: "readWrite",
  returned: "default",
  uniqueness: "none",
  ...more,
});

const reference = (types: string[], description: string, more: Partial<Attribute> = {}) =>
  attribute("$ref", description, { type: "reference", referenceTypes: types, ...more });

const USER_ATTRIBUTES: Attribute[] = [
  attribute("userName", "The user's sign-in name at the identity provider; unique in the organisation.", {
    required: true,
    uniqueness: "server",
  }),
  attribute("name", "The user's name.", {
    type: "complex",
    subAttributes: [
      attribute("formatted", "The full name."),
      attribute("familyName", "The family name."),
      attribute("givenName", "The given name."),
      attribute("middleName", "The middle name."),
    ],
  }),
  attribute("displayName", "The name shown for the user."),
  attribute("emails", "The user's work address, at one of the organisation's verified domains.", {
    type: "complex",
    multiValued: true,
    subAttributes: [
      attribute("value", "The address."),
      attribute("type", "work.", { canonicalValues: ["work"] }),
      attribute("primary", "Whether this is the primary address.", { type: "boolean" }),
    ],
  }),
  attribute("active", "Whether the user is a member of the organisation; false ends the membership and sessions.", {
    type: "boolean",
  }),
  attribute("groups", "The groups the user is in.", {
    type: "complex",
    multiValued: true,
    mutability: "readOnly",
    subAttributes: [
      attribute("value", "The group's id.", { mutability: "readOnly" }),
      reference(["Group"], "The group's address.", { mutability: "readOnly" }),
      attribute("display", "The group's name.", { mutability: "readOnly" }),
    ],
  }),
];

const GROUP_ATTRIBUTES: Attribute[] = [
  attribute("displayName", "The group's name; unique in the organisation. It may give the members a role.", {
    required: true,
    uniqueness: "server",
  }),
  attribute("members", "The users in the group.", {
    type: "complex",
    multiValued: true,
    subAttributes: [
      attribute("value", "The user's id.", { mutability: "immutable" }),
      reference(["User"], "The user's address.", { mutability: "immutable" }),
      attribute("display", "The user's name.", { mutability: "readOnly" }),
    ],
  }),
];

const ENTERPRISE_ATTRIBUTES: Attribute[] = [
  attribute("manager", "The user's manager: another member of the organisation (their reporting line).", {
    type: "complex",
    subAttributes: [
      attribute("value", "The manager's id."),
      reference(["User"], "The manager's address."),
      attribute("displayName", "The manager's name.", { mutability: "readOnly" }),
    ],
  }),
];

const SCHEMA_DEFINITIONS = [
  { id: USER_SCHEMA, name: "User", description: "User Account", attributes: USER_ATTRIBUTES },
  { id: GROUP_SCHEMA, name: "Group", description: "Group", attributes: GROUP_ATTRIBUTES },
  {
    id: ENTERPRISE_USER_SCHEMA,
    name: "EnterpriseUser",
    description: "Enterprise User",
    attributes: ENTERPRISE_ATTRIBUTES,
  },
];

export function schemaDefinitions(baseUrl: string): ScimResource[] {
  return SCHEMA_DEFINITIONS.map((definition) => ({
    schemas: [SCHEMA_SCHEMA],
    ...definition,
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${definition.id}` },
  }));
}

/** One discovery resource by id (case ignored), or undefined. */
export const findById = (resources: ScimResource[], id: string) =>
  resources.find((resource) => String(resource.id).toLowerCase() === id.toLowerCase());
