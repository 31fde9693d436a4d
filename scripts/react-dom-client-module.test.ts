import { readFileSync } from "node:fs";
import { parseSync } from "rolldown/utils";
import { describe, expect, it } from "vitest";
import { asModule, reactDomClientFile } from "./react-dom-client-module.ts";

describe("React DOM's client as an ES module", () => {
  const source = readFileSync(reactDomClientFile, "utf8");

  it("imports what the installed client required and exports what it exported", () => {
    const parsed = parseSync("react-dom-client.mjs", asModule(source));
    expect(parsed.errors).toEqual([]);
    expect(parsed.module.staticImports.map((entry) => entry.moduleRequest.value)).toEqual(["scheduler", "react", "react-dom"]);
    const exports = parsed.module.staticExports.flatMap((entry) => entry.entries.map((e) => e.exportName.name));
    expect(exports).toEqual(["createRoot", "hydrateRoot", "version"]);
    expect(asModule(source)).not.toMatch(/\brequire\(|\bexports\./);
  });

  it("refuses a client whose shape it does not know", () => {
    expect(() => asModule(source.replace('require("scheduler")', 'require("scheduler/unstable")'))).toThrow(/changed shape/);
    expect(() => asModule(`${source}\nexports.createPortal = function () {};`)).toThrow(/changed shape/);
    expect(() => asModule(source.replace("exports.version = ", "module.exports.version = "))).toThrow(/changed shape/);
  });
});
