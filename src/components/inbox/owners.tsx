import { answer, inboxApi } from "@lib/browser/inbox-client.ts";
import { useState } from "react";
import { Select, type SelectProps, useOnce } from "./fields.tsx";

/** Someone who can own a lead. */
export type Owner = { id: string; name: string };

/** Who can own a lead (GET /api/inbox/owners): every active user, by name; none until they have arrived. */
export function useOwners() {
  const [owners, setOwners] = useState<Owner[]>([]);
  useOnce(() => answer(inboxApi.owners.$get()).then(setOwners, () => {}));
  return owners;
}

/**
 * The select of an owner, as the list's filter, a lead's follow-up and an assignment rule have it: the choices given
 * first (`before`: "Anyone", "Nobody yet"…), then each person. It is drawn anew when the people arrive, so its
 * default value shows once its option is there.
 */
export function OwnerSelect({ owners, ...select }: { owners: Owner[] } & SelectProps) {
  return <Select key={owners.length} options={owners.map((owner) => [owner.id, owner.name])} {...select} />;
}
