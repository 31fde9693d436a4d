/**
 * The roles a visitor may give in the Book a demo form, by the code a request records: the form's words for them are
 * in src/content/ui.yaml (`demoForm.roles`, one field each, labelled with these); these are the sales e-mail's.
 */
export const roles = [
  { value: "ceo", label: "CEO" },
  { value: "cto", label: "CTO" },
  { value: "cfo", label: "CFO" },
  { value: "cdo", label: "Chief Digital Officer" },
  { value: "cio", label: "CIO" },
  { value: "head-of-risk", label: "Head of Risk" },
  { value: "product", label: "Product" },
  { value: "engineering", label: "Engineering" },
  { value: "business-dev", label: "Business development" },
  { value: "other", label: "Other" },
] as const;
export type RoleValue = (typeof roles)[number]["value"];
