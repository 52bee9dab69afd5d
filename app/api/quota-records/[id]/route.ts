import { quotaRecordsData } from "@/lib/server/data/portfolio";
import { itemRoutes } from "@/lib/server/routes";

export const { GET, PUT, DELETE } = itemRoutes(quotaRecordsData);
