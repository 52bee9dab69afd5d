import { experiencesData } from "@/lib/server/data/portfolio";
import { collectionRoutes } from "@/lib/server/routes";

export const { GET, POST } = collectionRoutes(experiencesData);
