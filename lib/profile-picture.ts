// Profile pictures: the types accepted (checked by content on the server), the size cap and their messages.
// Kept apart from the validators so the Overview's upload button does not load zod.
export const PROFILE_PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TOO_LARGE = "Profile picture must be 5 MB or smaller";
export const PROFILE_PICTURE_WRONG_TYPE = "Profile picture must be a PNG, JPEG or WebP image";
