import { redirect } from "react-router";
import { redirectTarget } from "~/lib/redirects";
import type { Route } from "./+types/redirect";

/**
 * A moved address. At build this prerenders as a meta-refresh page (for static hosts); the Node server
 * answers these paths with a 301 before reaching the file; in the app the navigation lands on the target.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Prerendering also asks for the `.data` variant of the path.
  const target = redirectTarget(new URL(request.url).pathname.replace(/\.data$/, ""));
  if (!target) throw new Response(null, { status: 404 });
  return redirect(target, 301);
}

export default function Redirect() {
  return null;
}
