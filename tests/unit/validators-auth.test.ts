import { loginSchema, registerFormSchema, registerSchema } from "@/lib/validators/auth";
import { fieldErrors, parsed } from "./field-errors";

const valid = { fullName: "Dana Closer", username: "dana.closer", email: "dana@example.com", password: "secret1" };

describe("registerSchema", () => {
  it("accepts the four documented fields and lower-cases and trims the email", () => {
    expect(parsed(registerSchema.safeParse({ ...valid, email: "  Dana@Example.COM " }))).toEqual({
      ...valid,
      email: "dana@example.com",
    });
  });

  it("requires at least 6 characters of password", () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, password: "12345" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
    expect(registerSchema.safeParse({ ...valid, password: "123456" }).success).toBe(true);
  });

  it("requires every field", () => {
    expect(fieldErrors(registerSchema.safeParse({}))).toEqual({
      fullName: "Full name is required",
      username: "Username is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, fullName: "   " }))).toEqual({
      fullName: "Full name is required",
    });
  });

  it("refuses a malformed email", () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, email: "dana.example.com" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("refuses a username with spaces or under 3 characters", () => {
    const message = "Username must be 3-30 letters, numbers, dots, dashes or underscores";
    expect(fieldErrors(registerSchema.safeParse({ ...valid, username: "dana closer" }))).toEqual({ username: message });
    expect(fieldErrors(registerSchema.safeParse({ ...valid, username: "da" }))).toEqual({ username: message });
  });
});

describe("registerFormSchema", () => {
  it("says the passwords do not match on the confirmation field", () => {
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, confirmPassword: "secret2" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("accepts a matching confirmation", () => {
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: "secret1" }).success).toBe(true);
  });
});

describe("loginSchema", () => {
  it("requires email and password", () => {
    expect(fieldErrors(loginSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("lower-cases the email so sign-in matches the registered address", () => {
    expect(parsed(loginSchema.safeParse({ email: " Dana@Example.com", password: "secret1" })).email).toBe(
      "dana@example.com",
    );
  });
});
