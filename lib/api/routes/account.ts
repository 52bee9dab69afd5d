// Route table entries for the account: sign-in and sign-up, the session list, e-mail and password changes, the profile picture.
import { out, type Json, type Returns } from "../define";
import { routeTable } from "./table";
import { fileEntry } from "./kinds";
import type { requestEmailChange } from "@/lib/server/data/email-change";
import type { confirmMailbox, resendEmailConfirmation } from "@/lib/server/data/email-confirmation";
import type { removeProfilePicture, updateProfile } from "@/lib/server/data/profile";
import type { PublicUser } from "@/lib/server/data/users";
import type { addWorkEmail, listWorkEmails, resendWorkEmailLink } from "@/lib/server/data/work-emails";
import type { AuthSessionView, CurrentUser } from "@/lib/types";
import {
  accountDeleteSchema,
  emailChangeSchema,
  emailConfirmSchema,
  passwordChangeSchema,
} from "@/lib/validators/account";
import { registerSchema } from "@/lib/validators/auth";
import { loginSchema } from "@/lib/validators/login";
import { passwordResetRequestSchema, passwordResetSchema } from "@/lib/validators/password-reset";
import { profileUpdateSchema } from "@/lib/validators/profile";
import { workEmailSchema } from "@/lib/validators/work-email";

export const accountRoutes = routeTable({
  "GET /api/account/export": fileEntry,
  "GET /api/account/work-emails": { output: out<Returns<typeof listWorkEmails>>() },
  "POST /api/account/work-emails": { input: workEmailSchema, output: out<Returns<typeof addWorkEmail>>() },
  "DELETE /api/account/work-emails/[id]": { output: out<{ success: true }>() },
  "POST /api/account/work-emails/[id]/resend": { output: out<Returns<typeof resendWorkEmailLink>>() },
  "POST /api/auth/email": { input: emailChangeSchema, output: out<Returns<typeof requestEmailChange>>() },
  "DELETE /api/auth/email": { output: out<{ success: true }>() },
  "POST /api/auth/email/confirm": { input: emailConfirmSchema, output: out<{ email: string; signedOut: true }>() },
  "POST /api/auth/login": { input: loginSchema, output: out<Json<PublicUser>>() },
  "POST /api/auth/logout": { output: out<{ success: true }>() },
  "GET /api/auth/me": { output: out<CurrentUser>() },
  "PATCH /api/auth/me": { input: profileUpdateSchema, output: out<Returns<typeof updateProfile>>() },
  "DELETE /api/auth/me": { input: accountDeleteSchema, output: out<{ success: true }>() },
  "POST /api/auth/password": { input: passwordChangeSchema, output: out<{ success: true }>() },
  "POST /api/auth/password-reset": { input: passwordResetRequestSchema, output: out<{ message: string }>() },
  "POST /api/auth/password-reset/confirm": { input: passwordResetSchema, output: out<{ success: true }>() },
  "POST /api/auth/register": { input: registerSchema, output: out<Json<PublicUser>>() },
  "GET /api/auth/sessions": { output: out<AuthSessionView[]>() },
  "DELETE /api/auth/sessions/[id]": { output: out<{ success: true }>() },
  "POST /api/auth/sessions/revoke": { output: out<{ success: true }>() },
  "POST /api/auth/verify-email": { input: emailConfirmSchema, output: out<Returns<typeof confirmMailbox>>() },
  "POST /api/auth/verify-email/resend": { output: out<Returns<typeof resendEmailConfirmation>>() },
  "GET /api/pictures/[key]": fileEntry,
  "POST /api/profile/picture": { output: out<Json<PublicUser>>() },
  "DELETE /api/profile/picture": { output: out<Returns<typeof removeProfilePicture>>() },
});
