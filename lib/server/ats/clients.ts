import "server-only";
import type { AtsProviderName } from "@/lib/validators/ats";
import { greenhouse } from "./greenhouse";
import { lever } from "./lever";
import type { AtsClient } from "./provider-call";

const CLIENTS: Record<AtsProviderName, AtsClient> = { greenhouse, lever };

export const atsClient = (provider: AtsProviderName): AtsClient => CLIENTS[provider];
