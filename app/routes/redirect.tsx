import { redirect } from "react-router";
import { redirectTarget } from "~/lib/redirects";
import { requestPath } from "~/lib/request-path";
import type { Route } from "./+types/redirect";

/**
 * A moved address. At build this prerenders as a meta-refresh page (for static hosts); the Node server
 * answers these paths with a 301 before reaching the file; in the app the navigation lands on the target.
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = redirectTarget(requestPath(request));
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 301);
}

export default function Redirect() {
  return null;
}
