// The heading of the password reset card, the same on the form and on the page that follows it.
import { CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export function ResetPasswordHeader() {
  return (
    <CardHeader className="text-center">
      <CardTitle as="h1" className="text-2xl">
        Choose a new password
      </CardTitle>
      <CardDescription>After the change, every device signed in to your account is signed out.</CardDescription>
    </CardHeader>
  );
}
