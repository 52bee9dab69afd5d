// GET /api/badges/linkedin: the signed-in rep's LinkedIn badge. `?format=json` answers { imageUrl, addToProfileUrl,
// certUrl }; otherwise the image itself. The badge points at the rep's newest open share link (409 without one).
// Pro and Enterprise (402 on Starter).
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { findNewestLiveShareLink, shareUrl } from "@/lib/server/data/share-links";
import { ApiError, withUser } from "@/lib/server/http";
import { addToProfileUrl } from "@/lib/server/export/images/linkedin-badge";

export const runtime = "nodejs";

export const GET = withUser(
  async (request, { user }) => {
    const link = await findNewestLiveShareLink(user.id);
    if (!link)
      throw new ApiError(
        "conflict",
        "Create a share link without a password first: the badge points hiring managers to it.",
      );
    const imageUrl = new URL(`/p/${link.slug}/badge`, env().APP_URL).toString();
    if (request.nextUrl.searchParams.get("format") !== "json") return NextResponse.redirect(imageUrl, 302);
    const certUrl = shareUrl(link.slug);
    return NextResponse.json({
      imageUrl,
      addToProfileUrl: addToProfileUrl(certUrl, link.slug, new Date(), env().LINKEDIN_ORGANIZATION_ID),
      certUrl,
    });
  },
  { feature: "linkedinBadge" },
);
