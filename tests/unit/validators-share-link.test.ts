// Share-link options: a new or changed password needs 8 characters, under its own field; null removes it.
import { shareLinkOptionsSchema, shareLinkUpdateSchema } from "@/lib/validators/share-link";
import { fieldMessages } from "@/lib/form-state";

const SHORT = "The password must be at least 8 characters";

describe.each([
  ["a new link", shareLinkOptionsSchema],
  ["a change", shareLinkUpdateSchema],
] as const)("the password of %s", (_what, schema) => {
  it.each(["", "abcd", "seven77"])("refuses %j under `password`", (password) => {
    const result = schema.safeParse({ password });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldMessages(result.error)).toEqual({ password: SHORT });
  });

  it("takes 8 characters and up to 128", () => {
    expect(schema.parse({ password: "eight888" }).password).toBe("eight888");
    expect(schema.parse({ password: "x".repeat(128) }).password).toHaveLength(128);
    expect(schema.safeParse({ password: "x".repeat(129) }).success).toBe(false);
  });

  it("takes null: no password", () => {
    expect(schema.parse({ password: null }).password).toBeNull();
  });
});
