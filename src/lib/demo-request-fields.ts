import { type RoleValue, roles } from "../content/roles.ts";

/** The demo request's fields and limits: what the form needs to draw itself, without the schema that checks them. */
export const limits = { fullName: 100, email: 255, company: 100, message: 1000 } as const;

export { type RoleValue, roles };
export const roleValues = roles.map((r) => r.value) as [RoleValue, ...RoleValue[]];

/**
 * Names of the spam-check fields the form sends besides the request itself: the hidden field only software fills in,
 * and the start token the server gave the form when it opened (server/functions/form-token.ts).
 */
export const spamFields = { honeypot: "website", startToken: "form_start_token" } as const;

/** The page that brought the visitor to the site (`document.referrer`), which the form sends when it can. */
export const referrerField = "page_referrer";
