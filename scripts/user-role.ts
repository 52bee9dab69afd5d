// npm run user:role -- <email> <user|admin>
import { setUserRole } from "@/lib/server/data/users";
import { withDatabase } from "./with-database";

const [email, role] = process.argv.slice(2);
if (!email || (role !== "admin" && role !== "user")) {
  console.error("Usage: npm run user:role -- <email> <admin|user>");
  process.exit(2);
}

await withDatabase(async () => {
  const user = await setUserRole(email, role);
  if (!user) throw new Error(`No account with the email ${email}`);
  console.log(`${user.email} is now ${user.role}.`);
});
