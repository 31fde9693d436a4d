import * as z from "zod/mini";
import type { UiStrings } from "../content/schema.ts";
import { limits, type RoleValue, roleValues } from "./demo-request-fields.ts";

// In the browser, zod must not probe for eval (new Function, for its compiled parsers): the Content-Security-Policy
// forbids it, and the blocked probe is reported as a violation even though zod catches it. The server keeps them.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * The Book a demo request: one schema for the dialog, the /demo form, the server and the tests.
 * `createDemoRequestSchema` takes the solution slugs so the browser can pass the few it knows without loading the
 * solutions content, and the messages (kept with the rest of the site's interface text in
 * src/content/ui.yaml → demoForm.errors), so that the form and the server say the same. It is written with zod's tree-shakable "mini"
 * API because it ships with the demo dialog: a fifth of the size of the same schema in classic zod.
 */
export { limits, type RoleValue, referrerField, roles, roleValues, spamFields } from "./demo-request-fields.ts";

/** A one-line field: control characters and line breaks (which could reach an e-mail header) become spaces. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ");
/** A message keeps its line breaks and tabs; other control characters are dropped. */
const multiLine = (value: string) => value.replace(/\r\n?|[\p{Zl}\p{Zp}]/gu, "\n").replace(/[^\P{Cc}\n\t]/gu, "");

const text = (required: string | undefined, max: number, tooLong: string) =>
  z
    .string({ error: required ?? tooLong })
    .check(z.overwrite(oneLine), z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong));

/** What the schema says of each problem with a request (ui.yaml's, less the one for a form wrong in another way). */
export type DemoFormMessages = Omit<UiStrings["demoForm"]["errors"], "invalid">;

export function createDemoRequestSchema(solutionSlugs: readonly string[], messages: DemoFormMessages) {
  const badSolution = messages.solutionsInvalid;
  return z.object({
    full_name: text(messages.fullNameRequired, limits.fullName, messages.fullNameTooLong),
    email: z.pipe(
      z.pipe(z.string({ error: messages.emailInvalid }).check(z.trim()), z.email(messages.emailInvalid)),
      z.string().check(z.maxLength(limits.email, messages.emailTooLong)),
    ),
    company: text(messages.companyRequired, limits.company, messages.companyTooLong),
    role: z.pipe(
      z.optional(z.enum([...roleValues, ""], messages.roleInvalid)),
      z.transform((value: RoleValue | "" | undefined) => value || undefined),
    ),
    message: z.pipe(
      z.optional(
        z
          .string({ error: messages.messageTooLong })
          .check(z.overwrite(multiLine), z.trim(), z.maxLength(limits.message, messages.messageTooLong)),
      ),
      z.transform((value: string | undefined) => value || undefined),
    ),
    suites_of_interest: z.pipe(
      z._default(
        z
          .array(z.string({ error: badSolution }).check(z.refine((slug) => solutionSlugs.includes(slug), badSolution)), {
            error: badSolution,
          })
          .check(z.maxLength(solutionSlugs.length, badSolution)),
        [],
      ),
      z.transform((slugs: string[]) => [...new Set(slugs)]),
    ),
    /**
     * The campaign page the form was on (its slug), which the visitor never sees nor types: anything else than a text
     * is left out, never refused, and the server keeps it only when it names a campaign page of the site.
     */
    campaign: z.catch(
      z.pipe(
        z.optional(z.string().check(z.trim(), z.maxLength(100))),
        z.transform((slug: string | undefined) => slug || undefined),
      ),
      undefined,
    ),
  });
}

export type DemoRequestSchema = ReturnType<typeof createDemoRequestSchema>;
export type DemoRequest = Omit<z.output<DemoRequestSchema>, "campaign"> & { campaign?: string };
export type DemoRequestField = keyof DemoRequest;

/** The first issue only, as the spec asks: its field and its message (`fallback` for an error without issues). */
export function firstIssue(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fallback = "",
): {
  field: DemoRequestField | undefined;
  message: string;
} {
  const issue = error.issues[0];
  return { field: issue?.path[0] as DemoRequestField | undefined, message: issue?.message ?? fallback };
}
