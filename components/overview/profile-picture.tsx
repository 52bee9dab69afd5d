"use client";

import { Camera } from "lucide-react";
import { useId, type ChangeEvent } from "react";
import { toast } from "@/lib/toast";
import { Avatar } from "@/components/ui/avatar";
import { Button, buttonVariants } from "@/components/ui/button";
import { ApiRequestError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import type { CurrentUser } from "@/lib/types";
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TOO_LARGE, PROFILE_PICTURE_TYPES } from "@/lib/profile-picture";
import { useRemoveProfilePicture, useUploadProfilePicture } from "./use-profile-mutations";

/** The server's own message for a refused file (too large, wrong type); a plain retry hint otherwise. */
function uploadErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && [400, 413, 422].includes(error.status)) return error.message;
  return "Please try uploading again.";
}

/** The avatar with its upload, replace and remove controls. */
export function ProfilePicture({ user }: { user: CurrentUser }) {
  const inputId = useId();
  const upload = useUploadProfilePicture();
  const remove = useRemoveProfilePicture();
  const busy = upload.isPending || remove.isPending;
  const hasPicture = Boolean(user.profilePictureUrl);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire a change too
    if (!file) return;
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      toast.error("File Too Large", { description: PROFILE_PICTURE_TOO_LARGE });
      return;
    }
    upload.mutate(file, {
      onSuccess: () =>
        toast.success("Profile picture updated", { description: "Your new picture is on your portfolio." }),
      onError: (error) => toast.error("Upload failed", { description: uploadErrorText(error) }),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success("Profile picture removed"),
      onError: () => toast.error("Error", { description: "Failed to remove your picture. Please try again." }),
    });

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        name={user.fullName}
        src={user.profilePictureUrl}
        imageClassName="size-24 rounded-full border border-border object-cover"
        initialsClassName="flex size-24 items-center justify-center rounded-full border-2 border-dashed border-input bg-accent text-2xl font-semibold text-primary"
      />
      <div className="flex flex-wrap justify-center gap-1">
        <input
          id={inputId}
          type="file"
          accept={PROFILE_PICTURE_TYPES.join(",")}
          className="peer sr-only"
          disabled={busy}
          onChange={onFileChosen}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-50",
          )}
        >
          <Camera aria-hidden="true" />
          {upload.isPending ? "Uploading..." : hasPicture ? "Change picture" : "Upload picture"}
        </label>
        {hasPicture ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
            {remove.isPending ? "Removing..." : "Remove picture"}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPEG or WebP, up to 5 MB</p>
    </div>
  );
}
