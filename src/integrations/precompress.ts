import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AstroIntegration } from "astro";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(html|js|css|svg|json|xml|txt|ico)$/;

/**
 * Writes a brotli and a gzip copy beside every text file of the build, at the highest levels, once: the server
 * sends the copy the browser accepts (server/static.ts) instead of compressing on every request. The files
 * themselves are left as Astro wrote them.
 */
export function precompress(): AstroIntegration {
  return {
    name: "tessera:precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => compressible.test(file));
        let count = 0;
        for (const file of files) {
          const full = path.join(root, file);
          const body = await readFile(full);
          if (body.length < 512) continue;
          await writeFile(`${full}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${full}.gz`, await gz(body, { level: 9 }));
          count++;
        }
        logger.info(`${count} files precompressed (brotli, gzip)`);
      },
    },
  };
}
