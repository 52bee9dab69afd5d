import "server-only";
import type { AtsProviderName } from "@/lib/validators/ats";
import { greenhouse } from "./greenhouse";
import { lever } from "./lever";
import type { AtsClient, CredentialsOf } from "./provider-call";

const CLIENTS: { [P in AtsProviderName]: AtsClient<P> } = { greenhouse, lever };

/** The client of the provider these credentials are for. */
export const atsClient = <P extends AtsProviderName>(credentials: CredentialsOf<P>): AtsClient<P> =>
  CLIENTS[credentials.provider as P];
