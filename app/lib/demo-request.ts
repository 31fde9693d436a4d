import { z } from "zod";

// In the browser, zod must not probe for eval (new Function, for its compiled parsers): the Content-Security-Policy
// forbids it, and the blocked probe is reported as a violation even though zod catches it. The server keeps them.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * The Book a demo request: one schema for the dialog, the /demo form, the server and the tests.
 * Messages are SPEC §5, word for word. `createDemoRequestSchema` takes the solution slugs so the browser can
 * pass the few it knows without loading the solutions content.
 */
export const limits = { fullName: 100, email: 255, company: 100, message: 1000 } as const;

export const roles = [
  { value: "ceo", label: "CEO" },
  { value: "cto", label: "CTO" },
  { value: "cfo", label: "CFO" },
  { value: "product", label: "Product" },
  { value: "engineering", label: "Engineering" },
  { value: "business-dev", label: "Business development" },
  { value: "other", label: "Other" },
] as const;
export const roleValues = roles.map((r) => r.value) as [RoleValue, ...RoleValue[]];
export type RoleValue = (typeof roles)[number]["value"];

/** Names of the spam-check fields the form sends besides the request itself. */
export const spamFields = { honeypot: "website", startedAt: "form_started_at" } as const;

/** A one-line field: control characters and line breaks (which could reach an e-mail header) become spaces. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ");
/** A message keeps its line breaks and tabs; other control characters are dropped. */
const multiLine = (value: string) => value.replace(/\r\n?|[\p{Zl}\p{Zp}]/gu, "\n").replace(/[^\P{Cc}\n\t]/gu, "");

const text = (required: string | undefined, max: number, tooLong: string) => {
  const base = z
    .string({ error: required ?? tooLong })
    .overwrite(oneLine)
    .trim();
  return (required ? base.min(1, required) : base).max(max, tooLong);
};

export function createDemoRequestSchema(solutionSlugs: readonly string[]) {
  return z.object({
    full_name: text("Full name is required", limits.fullName, "Full name must be less than 100 characters"),
    email: z
      .string({ error: "Please enter a valid email address" })
      .trim()
      .pipe(z.email("Please enter a valid email address"))
      .pipe(z.string().max(limits.email, "Email must be less than 255 characters")),
    company: text("Company is required", limits.company, "Company name must be less than 100 characters"),
    role: z
      .enum([...roleValues, ""], "Please choose a role from the list")
      .optional()
      .transform((value) => value || undefined),
    message: z
      .string({ error: "Message must be less than 1000 characters" })
      .overwrite(multiLine)
      .trim()
      .max(limits.message, "Message must be less than 1000 characters")
      .optional()
      .transform((value) => value || undefined),
    suites_of_interest: z
      .array(
        z
          .string({ error: "Please choose solutions from the list" })
          .refine((slug) => solutionSlugs.includes(slug), "Please choose solutions from the list"),
        {
          error: "Please choose solutions from the list",
        },
      )
      .max(solutionSlugs.length, "Please choose solutions from the list")
      .default([])
      .transform((slugs) => [...new Set(slugs)]),
  });
}

export type DemoRequestSchema = ReturnType<typeof createDemoRequestSchema>;
export type DemoRequestInput = z.input<DemoRequestSchema>;
export type DemoRequest = z.output<DemoRequestSchema>;
export type DemoRequestField = keyof DemoRequest;

/** The first issue only, as the spec asks: its field and its message. */
export function firstIssue(error: z.ZodError): { field: DemoRequestField | undefined; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path[0] as DemoRequestField | undefined, message: issue?.message ?? "Please check the form." };
}
