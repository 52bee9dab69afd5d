// The name box's validation: the same schema PATCH /api/auth/me uses (loaded on first validation).
import { zodResolver } from "@hookform/resolvers/zod";
import { profileNameSchema } from "@/lib/validators/profile";

export const profileNameResolver = zodResolver(profileNameSchema);
