// DNS TXT records for the test server: it reads the run's file (DNS_TXT_OVERRIDES=file:..., playwright.config.ts) at
// each lookup, so a test "publishes" a record by writing it there.
import fs from "node:fs";

/** Publishes `value` as the TXT record at `name` for the rest of the run. */
export function publishTxtRecord(name: string, value: string): void {
  const file = process.env.QP_TEST_DNS_FILE;
  if (!file) throw new Error("QP_TEST_DNS_FILE is not set: run the tests through playwright.config.ts");
  const records = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string[]>;
  records[name.toLowerCase()] = [...(records[name.toLowerCase()] ?? []), value];
  // Written whole and renamed into place, so the server never reads half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(records));
  fs.renameSync(temporary, file);
}
