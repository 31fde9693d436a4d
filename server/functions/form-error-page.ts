const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/**
 * The answer to a /demo form sent without JavaScript that could not be accepted. The browser's Back button
 * returns to the form with what the visitor typed.
 */
export function formErrorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>Your request was not sent</title><style>@view-transition{navigation:auto}body{font:16px/1.6 system-ui,sans-serif;color:#0b1324;max-width:36rem;margin:4rem auto;padding:0 1rem}h1{font-size:1.6rem}p.error{border-left:4px solid #b42318;padding-left:1rem}a{color:#0d7a6f}</style></head><body><main><h1>Your request was not sent</h1><p class="error" role="alert">${escapeHtml(message)}</p><p>Use your browser's Back button to return to the form: what you typed is still there. Or <a href="/demo">open the form again</a>.</p></main></body></html>`;
}
