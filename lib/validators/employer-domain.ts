// The operator's list of vetted employer domains: what the admin form and the API take.
import { z } from "zod";
import { orgDomainSchema } from "./org";

export const employerDomainSchema = orgDomainSchema.extend({
  note: z.string().trim().max(500, "Note must be at most 500 characters").optional(),
});

export type EmployerDomainInput = z.infer<typeof employerDomainSchema>;

export type EmployerDomain = { domain: string; source: string; note: string | null; createdAt: string };

export type PendingEmployerDomain = {
  domain: string;
  firstSeenAt: string;
  items: { itemType: string; itemId: number; userId: number; via: string; seenAt: string }[];
};
