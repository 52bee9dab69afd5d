"use client";
// The sign-in form where a signed-out visitor opens a page of the signed-in app, loaded only then; signing in goes
// on to that page.
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

const LoginForm = dynamic(() => import("./login-form").then((m) => m.LoginForm), { loading: () => <Spinner /> });

export function SignInGate() {
  return <LoginForm inPlace />;
}
