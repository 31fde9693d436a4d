import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/production-server.ts";
import { namingEmbeddedFinance, projectCopy } from "../content/build.ts";
import { sleep, waitFor } from "./harness.ts";

/**
 * A dev server (`npm run edit`, `npm run dev`) whose content store loads slowly, as on a busy machine: a page asked
 * for just after a save begins to load the content from before it while Astro writes the new. The page after must
 * still show the new content (src/integrations/fresh-content.ts), not the old one until the next change.
 */
const copy = path.resolve(`.tmp-stale-${process.pid}`);
const file = (relative: string) => path.join(copy, "src/content", relative);
/** Writes a file whole, as the editor's save does. */
const save = (relative: string, text: string) => {
  writeFileSync(`${file(relative)}.saving`, text);
  renameSync(`${file(relative)}.saving`, file(relative));
};
let dev: ChildProcess;
let base: string;
let output = "";

beforeAll(async () => {
  projectCopy(copy);
  // The site's own config, with the content store's module taking 1.5 s to load after it has read the file.
  writeFileSync(
    path.join(copy, "astro.slow-store.config.ts"),
    `import config from "./astro.config.ts";
const slowStore = {
  name: "slow-store",
  async transform(code: string, id: string) {
    if (id.endsWith("astro:data-layer-content")) await new Promise((resolve) => setTimeout(resolve, 1500));
  },
};
export default { ...config, vite: { ...config.vite, plugins: [...(config.vite?.plugins ?? []), slowStore] } };
`,
  );
  base = `http://127.0.0.1:${await freePort()}`;
  dev = spawn(
    process.execPath,
    [
      path.resolve("node_modules/astro/bin/astro.mjs"),
      "dev",
      "--config",
      "astro.slow-store.config.ts",
      "--port",
      new URL(base).port,
    ],
    {
      cwd: copy,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))),
        NODE_ENV: "development",
        DATA_DIR: path.join(copy, "data"),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  for (const stream of [dev.stdout, dev.stderr]) stream?.on("data", (chunk) => (output += chunk));
  await waitFor(
    "the dev server's first page",
    () =>
      fetch(`${base}/solutions/embedded-finance`).then(
        (response) => response.ok,
        () => false,
      ),
    120_000,
  );
}, 150_000);

afterAll(() => {
  if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
  rmSync(copy, { recursive: true, force: true });
});

describe("a dev server whose content loads slowly", () => {
  it("shows a renamed entry at its new address, though a page was loading the content from before the rename", async () => {
    // An earlier save: Astro writes its store and drops the module that loads it. No page is asked for in the seconds
    // before the next save, so the first page after it loads the store from before that save.
    save("solutions/family-banking.yaml", readFileSync(file("solutions/family-banking.yaml"), "utf8").replace("Shared", "Joint"));
    await waitFor("Astro's store written", () =>
      readFileSync(path.join(copy, ".astro/data-store.json"), "utf8").includes("Joint"),
    );
    await sleep(2_000);
    // The rename as the editor saves it: the new entry, the files that name it, the old entry removed last.
    save("solutions/banking-as-a-service.yaml", readFileSync(file("solutions/embedded-finance.yaml"), "utf8"));
    for (const named of namingEmbeddedFinance) {
      save(named, readFileSync(file(named), "utf8").replaceAll("embedded-finance", "banking-as-a-service"));
    }
    rmSync(file("solutions/embedded-finance.yaml"));
    // Asked for at once, as a preview reloads: the first answers may be the old content's 404, the last must not be.
    const status = () => fetch(`${base}/solutions/banking-as-a-service`).then((response) => response.status);
    await waitFor("the new address served", async () => (await status()) === 200, 30_000).catch(() => undefined);
    expect(await status(), output.slice(-3000)).toBe(200);
  }, 60_000);
});
