import "server-only";
import { AuthError } from "next-auth";
import { signIn } from "./auth";

/** Sets the session cookie for these credentials; false when next-auth refuses them. */
export async function startSession(email: string, password: string): Promise<boolean> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return true;
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") return false;
    throw error;
  }
}
