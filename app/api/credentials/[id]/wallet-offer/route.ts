// POST /api/credentials/{id}/wallet-offer: an offer of the signed-in rep's credential to a wallet (OpenID4VCI
// pre-authorised code): 201 { offerUrl, qrCode, txCode, expiresAt }. 401 signed out; 404 for a credential that is
// not theirs; 410 for a revoked one; 429 past 20 offers an hour or 60 a day.
import { NextResponse } from "next/server";
import { walletRoutes } from "@/lib/api/routes/wallet";
import { userRoute } from "@/lib/server/http";
import { createWalletOffer } from "@/lib/server/wallet/offers";

export const runtime = "nodejs";

export const POST = userRoute(
  walletRoutes["POST /api/credentials/[id]/wallet-offer"],
  async (_request, { user, params }) => NextResponse.json(await createWalletOffer(user.id, params.id), { status: 201 }),
);
