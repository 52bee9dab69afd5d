import { NextResponse } from "next/server";
import { removeProfilePicture, replaceProfilePicture } from "@/lib/server/data/profile";
import { ApiError, withUser } from "@/lib/server/http";
import { detectFileType } from "@/lib/server/storage";
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_TYPES,
  PROFILE_PICTURE_WRONG_TYPE,
  type ProfilePictureType,
} from "@/lib/profile-picture";

// Room for the multipart boundaries and part headers around a file at the size limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError("too_large", PROFILE_PICTURE_TOO_LARGE, { file: PROFILE_PICTURE_TOO_LARGE });
const invalidFile = (message: string) => new ApiError("validation_error", message, { file: message });

const isPictureType = (type: string | null): type is ProfilePictureType =>
  type !== null && (PROFILE_PICTURE_TYPES as readonly string[]).includes(type);

/** Upload (or replace) the signed-in user's picture: multipart/form-data with a `file` field. */
export const POST = withUser(async (request, { user }) => {
  // Refuse an oversized body before reading it.
  if (Number(request.headers.get("content-length") ?? "0") > PROFILE_PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge();
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError("bad_request", 'Send the picture as multipart/form-data in a field named "file"');
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw invalidFile("Choose a picture to upload");
  if (file.size > PROFILE_PICTURE_MAX_BYTES) throw tooLarge();
  const data = new Uint8Array(await file.arrayBuffer());
  // The content decides the type, not the file name or the browser's claim.
  const contentType = detectFileType(data);
  if (!isPictureType(contentType)) throw invalidFile(PROFILE_PICTURE_WRONG_TYPE);
  const updated = await replaceProfilePicture(user.id, { originalName: file.name, contentType, data });
  return NextResponse.json(updated);
});

export const DELETE = withUser(async (_request, { user }) => NextResponse.json(await removeProfilePicture(user.id)));
