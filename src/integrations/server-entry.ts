import { createApp } from "astro/app/entrypoint";

const app = createApp({ streaming: false });

/** Renders a page built for rendering on request (into build/server/entry.mjs), for the Node server. */
export function render(request: Request): Promise<Response> {
  return app.render(request);
}
