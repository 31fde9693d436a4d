import * as z from "zod/mini";

/** Where the server renders its answer to a /demo form, posted without JavaScript, that it could not accept. */
export const formNotSentPath = "/demo/not-sent";

const typed = z.optional(z.string());

/**
 * What the server hands that page (src/pages/demo/not-sent.astro): the status and the reason it answers with, the
 * field the reason is about when there is one, and what the visitor typed, to be shown again in the form.
 */
export const formNotSentSchema = z.object({
  status: z.number(),
  message: z.string(),
  field: z.optional(z.string()),
  values: z.object({
    full_name: typed,
    email: typed,
    company: typed,
    role: typed,
    message: typed,
    suites_of_interest: z.optional(z.array(z.string())),
  }),
});

export type FormNotSent = z.infer<typeof formNotSentSchema>;
export type TypedValues = FormNotSent["values"];

/** The visitor's own fields from a posted form body, as typed: nothing else it held is passed on. */
export function typedValues(body: Record<string, unknown>): TypedValues {
  const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : undefined);
  const suites = body.suites_of_interest;
  return {
    full_name: text("full_name"),
    email: text("email"),
    company: text("company"),
    role: text("role"),
    message: text("message"),
    suites_of_interest: Array.isArray(suites) ? suites.filter((slug): slug is string => typeof slug === "string") : [],
  };
}
