import { NextResponse } from "next/server";
import { removeProfilePicture, replaceProfilePicture } from "@/lib/server/data/profile";
import { ApiError, withUser } from "@/lib/server/http";
import { readUpload } from "@/lib/server/read-upload";
import { detectFileType } from "@/lib/server/storage";
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TOO_LARGE,
  PROFILE_PICTURE_TYPES,
  PROFILE_PICTURE_WRONG_TYPE,
  type ProfilePictureType,
} from "@/lib/profile-picture";

const invalidFile = (message: string) => new ApiError("validation_error", message, { file: message });

const isPictureType = (type: string | null): type is ProfilePictureType =>
  type !== null && (PROFILE_PICTURE_TYPES as readonly string[]).includes(type);

/** Upload (or replace) the signed-in user's picture: multipart/form-data with a `file` field. */
export const POST = withUser(async (request, { user }) => {
  const { file, data } = await readUpload(request, {
    field: "file",
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    tooLargeMessage: PROFILE_PICTURE_TOO_LARGE,
    formatHint: 'Send the picture as multipart/form-data in a field named "file"',
    missingMessage: "Choose a picture to upload",
    // An empty file is refused by the type check below, with the message that names the types.
    allowEmpty: true,
  });
  // The content decides the type, not the file name or the browser's claim.
  const contentType = await detectFileType(data);
  if (!isPictureType(contentType)) throw invalidFile(PROFILE_PICTURE_WRONG_TYPE);
  const updated = await replaceProfilePicture(user.id, { originalName: file.name, contentType, data });
  return NextResponse.json(updated);
});

export const DELETE = withUser(async (_request, { user }) => NextResponse.json(await removeProfilePicture(user.id)));
