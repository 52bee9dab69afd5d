import "server-only";
// Site roles: "admin" runs the review queues and plans. Routes ask for a role through withUser's options; data
// functions that only an admin may run check again here, so no caller can reach them without it.
import { ApiError } from "./errors";
import type { PublicUser } from "./data/users";

export function requireRole(user: PublicUser, role: PublicUser["role"]): PublicUser {
  if (user.role !== role) throw new ApiError("forbidden", "Only administrators can do this");
  return user;
}

export const requireAdmin = (user: PublicUser): PublicUser => requireRole(user, "admin");
