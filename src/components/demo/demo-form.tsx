import type { UiStrings } from "@content/schema.ts";
import { FunctionsError, invokeFunction } from "@lib/browser/functions-client.ts";
import { createDemoRequestSchema, type DemoRequestField, firstIssue } from "@lib/demo-request.ts";
import { limits, referrerField, roles, spamFields } from "@lib/demo-request-fields.ts";
import type { FormNotSent } from "@lib/form-not-sent.ts";
import { useEffect, useRef, useState } from "react";
import { demoDialogId } from "@/components/demo/ids.ts";
import { showToast, Toasts } from "@/components/demo/toasts.tsx";
import { Button } from "@/components/ui/button.tsx";

export type SolutionOption = { slug: string; name: string };
/** The form's words: labels, placeholders, roles, buttons, messages and toasts (src/content/ui.yaml → demoForm). */
export type DemoFormCopy = UiStrings["demoForm"];

export type DemoFormProps = {
  solutions: SolutionOption[];
  copy: DemoFormCopy;
  /** Prefix of the form's element ids, unique on the page. */
  idPrefix: string;
  /** In the dialog the form has a Cancel button and closes the dialog once sent. */
  inDialog?: boolean;
  /** A form the server sent back: what the visitor typed, and the field its reason concerns. */
  initial?: Pick<FormNotSent, "values" | "field" | "message">;
  /** On a campaign page, its slug, sent with the lead. */
  campaign?: string;
};

const fieldOrder: DemoRequestField[] = ["full_name", "email", "company", "role", "message", "suites_of_interest"];
const newKey = () => crypto.randomUUID();
/**
 * The start token the server signs as the form opens, by which it judges how fast the form was filled in
 * (server/functions/form-token.ts). Without it (the request failed) the form still sends; the request then reaches
 * sales marked as doubtful.
 */
const fetchStartToken = () =>
  invokeFunction<{ token: string }>("form-token", {}).then(
    (answer) => answer.token,
    () => undefined,
  );
/** The words for each failure of a call to the function (the spec's function-call errors, named as supabase-js names them). */
const functionFailures: Record<FunctionsError["name"], keyof DemoFormCopy["toasts"]> = {
  FunctionsFetchError: "networkFailed",
  FunctionsRelayError: "relayFailed",
  FunctionsHttpError: "httpFailed",
};
const isField = (name: string | undefined): name is DemoRequestField => fieldOrder.includes(name as DemoRequestField);

/**
 * The Book a demo form (its fields and rules: docs/product.md). Rendered at build time it is a plain form that posts to the demo endpoint and
 * works without JavaScript. Hydrated (src/scripts/demo-form-island.tsx) it validates on submit with the shared
 * schema, shows the first problem as a toast and beside its field, and sends in the Supabase functions protocol
 * with an idempotency key.
 */
export function DemoForm({ solutions, copy, idPrefix: id, inDialog = false, initial, campaign }: DemoFormProps) {
  const toastCopy = copy.toasts;
  const form = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState<{ field: DemoRequestField; message: string } | null>(
    isField(initial?.field) ? { field: initial.field, message: initial.message } : null,
  );
  const typed = initial?.values ?? {};
  // Toasts sit outside a modal dialog, where screen readers may not reach them; failures are repeated here.
  const [announcement, setAnnouncement] = useState("");
  const idempotencyKey = useRef("");
  const startToken = useRef<Promise<string | undefined>>(undefined);
  // Until this runs the form is the plain one the build rendered, which posts; `data-hydrated` says it has taken over.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    idempotencyKey.current = newKey();
    startToken.current = fetchStartToken();
    setHydrated(true);
  }, []);

  const fieldId = (field: DemoRequestField) => `${id}-${field}`;
  const errorId = (field: DemoRequestField) => `${id}-${field}-error`;
  const aria = (field: DemoRequestField) =>
    invalid?.field === field ? { "aria-invalid": true, "aria-describedby": errorId(field) } : { "aria-invalid": false };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    // Every field but the suites, one value each (the schema drops the rest: the honeypot goes in on its own below).
    const input = { ...Object.fromEntries(data), suites_of_interest: data.getAll("suites_of_interest"), campaign };
    const parsed = createDemoRequestSchema(
      solutions.map((s) => s.slug),
      copy.errors,
    ).safeParse(input);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error, copy.errors.invalid);
      const field = isField(issue.field) ? issue.field : "full_name";
      setInvalid({ field, message: issue.message });
      showToast("error", toastCopy.validation, issue.message);
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();
      return;
    }
    setInvalid(null);
    setAnnouncement("");
    setSubmitting(true);
    try {
      await invokeFunction<{ id: string }>(
        "submit-demo",
        {
          ...parsed.data,
          [spamFields.honeypot]: String(data.get(spamFields.honeypot) ?? ""),
          [spamFields.startToken]: await startToken.current,
          [referrerField]: document.referrer,
        },
        { idempotencyKey: idempotencyKey.current },
      );
      form.current?.reset();
      idempotencyKey.current = newKey();
      startToken.current = fetchStartToken();
      if (inDialog) form.current?.closest("dialog")?.close();
      showToast("success", toastCopy.success, toastCopy.successText);
    } catch (error) {
      const description =
        error instanceof FunctionsError
          ? (error.serverMessage ?? toastCopy[functionFailures[error.name]])
          : error instanceof Error
            ? error.message || toastCopy.failedFallback
            : toastCopy.unexpected;
      showToast("error", toastCopy.failed, description);
      setAnnouncement(`${toastCopy.failed}: ${description}`);
    } finally {
      setSubmitting(false);
    }
  }

  const label = "mb-1.5 block font-medium text-sm";
  const control =
    "block w-full rounded-xl border border-border bg-background px-3.5 py-2.5 text-base text-foreground aria-[invalid=true]:border-destructive sm:text-sm";
  const errorText = (field: DemoRequestField) =>
    invalid?.field === field ? (
      <p id={errorId(field)} className="mt-1.5 text-destructive text-sm">
        {invalid.message}
      </p>
    ) : null;

  const own = (name: DemoRequestField) => ({ id: fieldId(name), name, className: control, ...aria(name) });
  /** A field: its label (with a * when the control must be filled in), its control, and what is wrong with it. */
  const field = (name: DemoRequestField, text: string, input: React.ReactElement<{ required?: boolean }>) => (
    <div>
      <label htmlFor={fieldId(name)} className={label}>
        {input.props.required ? `${text} ` : text}
        {input.props.required ? <span aria-hidden="true">*</span> : null}
      </label>
      {input}
      {errorText(name)}
    </div>
  );
  const requiredLine = (name: "full_name" | "email" | "company", text: string, maxLength: number, autoComplete: string) =>
    field(
      name,
      text,
      <input
        {...own(name)}
        defaultValue={typed[name]}
        type={name === "email" ? "email" : undefined}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
      />,
    );

  return (
    <form
      ref={form}
      method="post"
      action="/functions/v1/submit-demo"
      // Until the script takes over, the browser's own checks keep an empty or malformed form from being sent; then the
      // script checks it and explains in the form's own words.
      noValidate={hydrated}
      onSubmit={onSubmit}
      data-slot="demo-form"
      data-hydrated={hydrated ? "" : undefined}
      className="flex flex-col gap-4"
    >
      <Toasts />
      <div className="grid gap-4 sm:grid-cols-2">
        {requiredLine("full_name", copy.labels.fullName, limits.fullName, "name")}
        {requiredLine("email", copy.labels.email, limits.email, "email")}
        {requiredLine("company", copy.labels.company, limits.company, "organization")}
        {field(
          "role",
          copy.labels.role,
          <select {...own("role")} defaultValue={typed.role ?? ""}>
            <option value="">{copy.placeholders.role}</option>
            {roles.map((role) => (
              <option key={role.value} value={role.value}>
                {copy.roles[role.value]}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        "message",
        copy.labels.message,
        <textarea
          {...own("message")}
          defaultValue={typed.message}
          rows={3}
          maxLength={limits.message}
          placeholder={copy.placeholders.message}
        />,
      )}
      <fieldset>
        <legend className={label}>{copy.labels.solutions}</legend>
        <div id={fieldId("suites_of_interest")} tabIndex={-1} data-slot="suite-chips" className="flex flex-wrap gap-2">
          {solutions.map((solution) => (
            <label
              key={solution.slug}
              className="inline-flex cursor-pointer items-center rounded-full border border-border px-3 py-1.5 text-sm transition-colors has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-3 has-focus-visible:outline-ring has-focus-visible:outline-offset-2"
            >
              <input
                type="checkbox"
                name="suites_of_interest"
                value={solution.slug}
                defaultChecked={typed.suites_of_interest?.includes(solution.slug)}
                className="sr-only"
              />
              {solution.name}
            </label>
          ))}
        </div>
        {errorText("suites_of_interest")}
      </fieldset>
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
      {/* A field people never see; software that fills in every field fills in this one too. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label>
          {copy.labels.honeypot}
          <input type="text" name={spamFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <p role="alert" className="sr-only">
        {announcement}
      </p>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {inDialog ? (
          <Button type="button" variant="secondary" disabled={submitting} commandfor={demoDialogId} command="close">
            {copy.buttons.cancel}
          </Button>
        ) : null}
        <Button type="submit" disabled={submitting}>
          {submitting ? copy.buttons.submitting : copy.buttons.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * Where a demo form hydrates: the element carries the form's props, so the code that loads on intent renders the
 * same form over the same HTML (src/scripts/demo-form-island.tsx). All but two, which every page would otherwise
 * carry: the solutions, which the island reads back from the form's own checkboxes (`solutionsOf`), and the words,
 * which it fetches once it loads (`demoFormCopyPath`).
 */
export function DemoFormRoot({ className, ...props }: DemoFormProps & { className?: string }) {
  const { solutions: _inTheMarkup, copy: _fetched, ...serialized } = props;
  return (
    <div data-demo-form={JSON.stringify(serialized)} className={className}>
      <DemoForm {...props} />
    </div>
  );
}

/** The solutions a rendered form offers, read from its checkboxes: the same list DemoForm rendered them from. */
export const solutionsOf = (root: ParentNode): SolutionOption[] =>
  [...root.querySelectorAll<HTMLInputElement>("input[name=suites_of_interest]")].map((input) => ({
    slug: input.value,
    name: input.parentElement?.textContent ?? input.value,
  }));
