import { html } from "hono/html";
import { pathOf } from "../../src/content/paths.ts";
import type { SiteData } from "../../src/lib/site-data.ts";

/**
 * The answer to a /demo form sent without JavaScript that could not be accepted, when the site's own page for it
 * (src/pages/demo/not-sent.astro) cannot be rendered: its words are the site's (ui.yaml). The browser's Back button
 * returns to the form with what the visitor typed.
 */
export function formErrorPage(message: string, said: SiteData["ui"]["demoForm"]["refusals"]) {
  const [before, after = ""] = said.goBack.split("{link}");
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${said.notSent}</title><style>@view-transition{navigation:auto}body{font:16px/1.6 system-ui,sans-serif;color:#0b1324;max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.6rem}p.error{border-left:4px solid #b42318;padding-left:1rem}a{color:#0d7a6f}</style></head><body><main><h1>${said.notSent}</h1><p class="error" role="alert">${message}</p><p>${before}<a href="${pathOf("demo")}">${said.openAgain}</a>${after}</p></main></body></html>`;
}
