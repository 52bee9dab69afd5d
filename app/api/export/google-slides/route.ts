import { googleSlidesExport } from "@/lib/server/export/google-slides";
import { exportRoute } from "@/lib/server/export/route";

/** The deck in the user's Google Drive as Slides, or a Slides-ready .pptx when Google is not configured (Pro). */
export const POST = exportRoute({ feature: "exports" }, ({ user, snapshot }) => googleSlidesExport(user.id, snapshot));
