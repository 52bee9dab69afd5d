import { loginSchema, newPasswordSchema, registerFormSchema, registerSchema } from "@/lib/validators/auth";
import { passwordChangeSchema } from "@/lib/validators/account";
import { fieldErrors, parsed } from "./field-errors";

const valid = {
  fullName: "Dana Closer",
  username: "dana.closer",
  email: "dana@example.com",
  password: "Quiet-Harbor-Lamp-42",
};

describe("registerSchema", () => {
  it("accepts the four documented fields and lower-cases and trims the email", () => {
    expect(parsed(registerSchema.safeParse({ ...valid, email: "  Dana@Example.COM " }))).toEqual({
      ...valid,
      email: "dana@example.com",
    });
  });

  it("requires at least 12 characters of password", () => {
    expect(fieldErrors(registerSchema.safeParse({ ...valid, password: "Qh-Lamp-427" }))).toEqual({
      password: "Use at least 12 characters",
    });
  });

  it("refuses passwords that are easy to guess, with zxcvbn's advice", () => {
    for (const password of ["password1234", "qwertyuiop12", "123456789012"]) {
      const message = fieldErrors(registerSchema.safeParse({ ...valid, password })).password;
      expect(message).toMatch(/^This password is too easy to guess: \S/);
    }
  });

  it("counts the person's own address, username and name as easy to guess", () => {
    const own = { ...valid, username: "quotaclosers", password: "quotaclosers2024" };
    expect(fieldErrors(registerSchema.safeParse(own)).password).toMatch(/^This password is too easy to guess/);
    expect(registerSchema.safeParse({ ...own, username: "dana.closer" }).success).toBe(true);
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
    expect(fieldErrors(registerFormSchema.safeParse({ ...valid, confirmPassword: "Quiet-Harbor-Lamp-43" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("accepts a matching confirmation", () => {
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });
});

describe("newPasswordSchema", () => {
  it("is the rule of the reset and the password change too", () => {
    expect(newPasswordSchema.safeParse("password1234").success).toBe(false);
    expect(newPasswordSchema.safeParse("short-pw").error?.issues[0]?.message).toBe("Use at least 12 characters");
    expect(newPasswordSchema.safeParse("Quiet-Harbor-Lamp-42").success).toBe(true);
    expect(
      fieldErrors(passwordChangeSchema.safeParse({ currentPassword: "demo1234", newPassword: "password1234" }))
        .newPassword,
    ).toMatch(/^This password is too easy to guess/);
  });
});

describe("loginSchema", () => {
  it("accepts existing passwords of any strength (the demo account's included)", () => {
    expect(loginSchema.safeParse({ email: "demo@quotaproof.com", password: "demo1234" }).success).toBe(true);
  });

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
