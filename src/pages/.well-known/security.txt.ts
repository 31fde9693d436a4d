import { security } from "@content/index.ts";
import type { APIRoute } from "astro";
import { securityTxt } from "@/lib/security-txt.ts";

/** Where to report a vulnerability (RFC 9116), from the security page's disclosure section; it expires a year after the build. */
export const GET: APIRoute = ({ site }) =>
  new Response(
    securityTxt({
      contact: security.disclosure.contact,
      languages: security.disclosure.languages,
      canonical: new URL("/.well-known/security.txt", site).href,
      policy: new URL(`/security#${security.disclosure.id}`, site).href,
    }),
    { headers: { "content-type": "text/plain; charset=utf-8" } },
  );
