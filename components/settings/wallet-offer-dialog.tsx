"use client";
// "Add to wallet" beside an active credential: asks the server for an offer (POST /api/credentials/{id}/wallet-offer)
// and shows what a wallet speaking OpenID4VCI needs: the openid-credential-offer:// QR code and the same link, the PIN
// the wallet asks for, and when the offer stops working (10 minutes, once). The server draws the QR code.
import { useMutation } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { callApi } from "@/lib/api/client";
import type { CredentialView } from "@/lib/credentials";
import { toastMutationError } from "@/lib/mutation-toast";

const expiryTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

export function WalletOfferDialog({ credential }: { credential: Pick<CredentialView, "id" | "name"> }) {
  const [open, setOpen] = useState(false);
  const offer = useMutation({
    mutationFn: () => callApi("POST /api/credentials/[id]/wallet-offer", { params: { id: credential.id } }),
    onError: (error) => {
      setOpen(false);
      toastMutationError("Error", "The wallet offer could not be made. Please try again.", error, {
        serverMessages: true,
      });
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening makes a new offer: an old one may be used or expired.
    if (next) offer.mutate();
    else offer.reset();
  };
  const data = offer.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Add to wallet (${credential.name})`}>
          <Wallet aria-hidden="true" />
          Add to wallet
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add to wallet</DialogTitle>
          <DialogDescription>
            Scan the code with a wallet that speaks OpenID for Verifiable Credential Issuance, then type the PIN it asks
            for. The wallet receives a copy of “{credential.name}” bound to its own key.
          </DialogDescription>
        </DialogHeader>
        {data ? (
          <div className="grid justify-items-center gap-4">
            {/* A data URL the server drew: next/image has nothing to optimise here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={data.qrCode} alt="QR code of the wallet offer" className="size-56 rounded-md border" />
            <div className="grid w-full gap-1 text-center">
              <p className="text-sm text-muted-foreground">PIN</p>
              <p className="font-mono text-3xl font-semibold tracking-[0.3em]" aria-label="PIN">
                {data.txCode}
              </p>
            </div>
            <p className="text-sm text-muted-foreground">
              Works once, until {expiryTime(data.expiresAt)}. On this phone?{" "}
              <a href={data.offerUrl} className="font-medium text-primary underline underline-offset-4">
                Open the offer in your wallet
              </a>
              .
            </p>
            <details className="w-full text-xs text-muted-foreground">
              <summary className="cursor-pointer">Offer link</summary>
              <p className="mt-2 font-mono break-all" data-testid="wallet-offer-link">
                {data.offerUrl}
              </p>
            </details>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Preparing the offer...</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
