-- Profile pictures move from /api/users/<id>/picture (guessable, public) to /api/pictures/<random storage key>,
-- served only to their owner and to visitors of a live share link.
UPDATE "users" SET "profile_picture_url" = '/api/pictures/' || substr(f."storage_key", length('profile-picture/') + 1)
FROM "stored_files" f
WHERE f."user_id" = "users"."id" AND f."purpose" = 'profile-picture' AND "users"."profile_picture_url" LIKE '/api/users/%';
