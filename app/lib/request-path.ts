/** The page path a loader runs for; prerendering also asks for the `.data` variant of each path. */
export function requestPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
}

/** The last segment of the page path: the slug of a solution, industry, platform page or article. */
export function requestSlug(request: Request): string {
  return requestPath(request).split("/").pop() ?? "";
}
