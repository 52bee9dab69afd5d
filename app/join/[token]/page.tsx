// An invitation link (/join/<token>). Works signed out: it says which organisation and role the invitation is for,
// and lets the invited address sign in or create an account and come back here. Only the account with exactly that
// e-mail can accept; anyone else is told so. A used, expired, withdrawn or unknown link says so and nothing more.
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { CircleX, Users } from "lucide-react";
import { AcceptInvitation } from "@/components/team/accept-invitation";
import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/server/errors";
import { viewInvitation } from "@/lib/server/data/orgs/invitations";
import { getSessionUser } from "@/lib/server/session";
import { ORG_ROLE_LABELS, ORG_ROLES, type OrgRole } from "@/lib/validators/org";
import { Providers } from "../../providers";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Join your team",
  robots: { index: false, follow: false },
  // The token is in the address: it never leaves in a Referer header.
  referrer: "no-referrer",
};

const INVALID = "This invitation link is not valid.";
const GONE = "This invitation was already used, has expired or was withdrawn.";

type Invitation = Awaited<ReturnType<typeof viewInvitation>>;

/** The invitation, or the sentence that explains why there is none (404: unknown, 410: used, expired, withdrawn). */
async function readInvitation(token: string): Promise<{ invitation: Invitation } | { problem: string }> {
  try {
    return { invitation: await viewInvitation(token) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      return { problem: error.status === 410 ? GONE : INVALID };
    }
    throw error;
  }
}

/** "a seller", "an admin". */
function withArticle(role: string): string {
  const name = (
    (ORG_ROLES as readonly string[]).includes(role) ? ORG_ROLE_LABELS[role as OrgRole] : role
  ).toLowerCase();
  return `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center gap-8 bg-muted/40 px-4 py-10">
      <header>
        <Logo />
      </header>
      <main className="w-full max-w-md rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
        {children}
      </main>
    </div>
  );
}

export default async function JoinPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const result = await readInvitation(token);

  if ("problem" in result) {
    return (
      <Shell>
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <CircleX className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold tracking-tight">Invitation unavailable</h1>
          <p className="text-muted-foreground">{result.problem}</p>
          <p className="text-sm text-muted-foreground">Ask the person who invited you to send a new invitation.</p>
        </div>
      </Shell>
    );
  }

  const { invitation } = result;
  const user = await getSessionUser();
  const next = `/join/${token}`;
  const isInvitee = user !== null && user.email.toLowerCase() === invitation.email.toLowerCase();

  return (
    <Providers>
      <Shell>
        <div className="grid gap-4">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
            <Users className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight break-words">Join {invitation.orgName}</h1>
          <p className="break-words text-muted-foreground">
            You are invited as {withArticle(invitation.role)} ({invitation.email})
          </p>
          {user === null ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Button asChild size="lg">
                <Link href={`/register?next=${next}&email=${encodeURIComponent(invitation.email)}`}>
                  Create an account
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href={`/login?next=${next}`}>Sign in</Link>
              </Button>
            </div>
          ) : isInvitee ? (
            <AcceptInvitation token={token} orgName={invitation.orgName} />
          ) : (
            <p className="rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm break-words text-warning-foreground">
              This invitation was sent to {invitation.email}. Sign out and sign in with that address to accept it.
            </p>
          )}
        </div>
      </Shell>
    </Providers>
  );
}
