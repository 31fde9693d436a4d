/** A request the inbox refuses, in words for the person who sent it: answered 400, `{ "error": message }` (routes.ts). */
export class Refusal extends Error {
  override name = "Refusal";
}
