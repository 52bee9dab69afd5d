"use client";
// The sign-in form where a signed-out visitor opens /dashboard, loaded only then.
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

const LoginForm = dynamic(() => import("./login-form").then((m) => m.LoginForm), { loading: () => <Spinner /> });

export function SignInGate() {
  return <LoginForm />;
}
