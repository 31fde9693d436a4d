/**
 * Addresses the server and the staff tools answer, with everything under them: the demo endpoint and the APIs, the
 * health check, the inbox and its sign-in and password pages, the editor, the preview and the publish page. No
 * content may claim one (a page, a moved address: src/content/validate.ts), and the server never applies a moved
 * address to one whatever the content says (server/site-data.ts), so no edit can lock the staff out or break the
 * links in their invitations. The build's own files (/_astro, /feed.xml, /robots.txt) cannot be content addresses at
 * all: an address is lower-case letters, digits and hyphens.
 */
export const reservedPaths = ["/api", "/functions", "/healthz", "/inbox", "/keystatic", "/preview", "/publish"] as const;

/** Whether `pathname` is one of the reserved addresses or under one ("/inbox/set-password"). */
export const isReservedPath = (pathname: string) =>
  reservedPaths.some((reserved) => pathname === reserved || pathname.startsWith(`${reserved}/`));
