// Card billing: what the checkout call takes, and the Enterprise sales inquiry form.
import { z } from "zod";
import { optionalText, requiredText } from "./common";

export const checkoutSchema = z.object({
  interval: z.enum(["month", "year"], { error: 'Choose "month" or "year" billing' }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const INQUIRY_MESSAGE_MAX = 2000;
export const INQUIRY_SEATS_MAX = 1_000_000;

export const enterpriseInquirySchema = z.object({
  name: requiredText("Name is required", 200),
  company: requiredText("Company is required", 200),
  email: z.string({ error: "Email is required" }).trim().toLowerCase().email("Please enter a valid email").max(254),
  seats: z.coerce
    .number({ error: "Seats must be a number" })
    .int("Seats must be a whole number")
    .min(1, "Seats must be at least 1")
    .max(INQUIRY_SEATS_MAX, "Seats must be at most 1,000,000"),
  message: optionalText(INQUIRY_MESSAGE_MAX),
});
export type EnterpriseInquiryInput = z.infer<typeof enterpriseInquirySchema>;
export type EnterpriseInquiryFormValues = z.input<typeof enterpriseInquirySchema>;
