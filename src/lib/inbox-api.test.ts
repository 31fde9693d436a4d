import { describe, expect, it } from "vitest";
import { inviteSchema } from "./inbox-api.ts";

/** A person's name becomes the author of their saves in the content's history: one line, so no one can add another. */
describe("an invitation's name", () => {
  const invite = (name: string) => inviteSchema.safeParse({ email: "eve@tessera.example", name, role: "editor" });

  it("is taken as typed when it is one line", () => {
    expect(invite("  Zoë O'Brien-Smith ").data?.name).toBe("Zoë O'Brien-Smith");
  });

  it("is refused with a line break or another control character in it", () => {
    for (const name of ["Eve\nauthor Maria Keller", "Eve\rMaria", "Eve\u2028Maria", "Eve\u0000", "Eve\tMaria"]) {
      const result = invite(name);
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Name must be one line, without line breaks");
    }
  });

  it("is refused with a character that reverses its text, and kept with one that joins its letters", () => {
    for (const name of ["Bidi \u202eevil", "Eve \u2067Maria\u2069"]) {
      expect(invite(name).error?.issues[0]?.message, JSON.stringify(name)).toBe(
        "Name must not hold characters that reverse the direction of its text",
      );
    }
    expect(invite("Shirin\u200cDokht").success).toBe(true);
  });
});
