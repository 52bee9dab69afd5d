"use server";
// The settings forms as Server Actions: they work before the page's script loads. Each checks the schema of its JSON
// call and calls the same data function, under the same password limits; a success re-renders the page's data.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import type { FormState } from "@/lib/form-state";
import { askForEmailChange, changeOwnPassword, deleteOwnAccount } from "@/lib/server/account-operations";
import { cancelEmailChange } from "@/lib/server/data/email-change";
import { updateProfile } from "@/lib/server/data/profile";
import { userFormAction } from "@/lib/server/form-action";
import { accountDeleteFormSchema, emailChangeSchema, passwordChangeSchema } from "@/lib/validators/account";
import { profileDetailsSchema } from "@/lib/validators/profile";
import { z } from "zod";

const PROFILE_FIELDS = ["fullName", "title", "company", "linkedinUrl", "videoPitchUrl"] as const;

/** Profile details (PATCH /api/auth/me's fields): what shared pages and exports show. */
export async function saveProfileAction(_previous: FormState, data: FormData): Promise<FormState> {
  return userFormAction(
    profileDetailsSchema,
    data,
    async (input, { user }) => {
      await updateProfile(user.id, input);
      refresh();
      return { done: { title: "Profile updated", description: "Your shared pages and exports show the new details." } };
    },
    { keep: PROFILE_FIELDS },
  );
}

/** Password change (POST /api/auth/password): every other session ends; this browser stays signed in. */
export async function changePasswordAction(_previous: FormState, data: FormData): Promise<FormState> {
  return userFormAction(passwordChangeSchema, data, async (input, { user, sessionId, request }) => {
    await changeOwnPassword(request, user, sessionId, input);
    return { done: { title: "Password changed", description: "Every other session has been signed out." } };
  });
}

/** E-mail change (POST /api/auth/email): a link goes to the new address; nothing changes until it is opened. */
export async function changeEmailAction(_previous: FormState, data: FormData): Promise<FormState> {
  return userFormAction(
    emailChangeSchema,
    data,
    async (input, { user, request }) => {
      const { pendingEmail } = await askForEmailChange(request, user, input);
      refresh();
      return {
        done: {
          title: "Confirmation sent",
          description: `Open the link we sent to ${pendingEmail} to finish the change.`,
        },
      };
    },
    { keep: ["newEmail"] },
  );
}

/** Withdraws a pending e-mail change (DELETE /api/auth/email): its link stops working. */
export async function cancelEmailChangeAction(_previous: FormState, data: FormData): Promise<FormState> {
  return userFormAction(z.object({}), data, async (_input, { user }) => {
    await cancelEmailChange(user.id);
    refresh();
    return { done: { title: "E-mail change cancelled" } };
  });
}

/** Account deletion (DELETE /api/auth/me): everything goes, this session ends, and the browser lands on the home page. */
export async function deleteAccountAction(_previous: FormState, data: FormData): Promise<FormState> {
  return userFormAction(accountDeleteFormSchema, data, async ({ password }, { user, request }) => {
    await deleteOwnAccount(request, user, password);
    redirect("/");
  });
}
