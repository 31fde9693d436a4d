/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, until when the file holds, in which
 * languages, its own address and the policy it follows. Written at build from the security page's content; it expires
 * a year after the build, so a site left unpublished for a year says so rather than pointing at a stale contact.
 */
export type SecurityTxtFields = {
  /** The security contact's e-mail address. */
  contact: string;
  /** Language tags reports may be written in, most preferred first. */
  languages: readonly string[];
  /** The file's own absolute address. */
  canonical: string;
  /** The absolute address of the disclosure policy. */
  policy: string;
};

/** A year after `now`, as the file's Expires: RFC 9116 asks for less than a year, which this keeps to the day. */
export function expiresAfter(now: Date): Date {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  expires.setUTCDate(expires.getUTCDate() - 1);
  return expires;
}

export function securityTxt({ contact, languages, canonical, policy }: SecurityTxtFields, now = new Date()): string {
  const expires = expiresAfter(now)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z");
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${languages.join(", ")}`,
    `Canonical: ${canonical}`,
    `Policy: ${policy}`,
    "",
  ].join("\n");
}
