import { constants, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { isImageFile } from "../content/images.ts";

/**
 * The content's images folder the build sees (`@content-images`, read by src/content/image-files.ts): a picture Vite
 * imports is copied into the build whether a page shows it or not, so a build imports only the pictures some content
 * file names, gathered into a folder beside its cache; the dev server sees the whole folder, as uploads arrive. A file
 * named but not gathered cannot happen unnoticed: the content's checks would call it missing and stop the build.
 */
export function contentImages(): AstroIntegration {
  return {
    name: "tessera:content-images",
    hooks: {
      "astro:config:setup": ({ command, config, updateConfig }) => {
        const contentDir = path.resolve(process.env.CONTENT_DIR ?? "src/content");
        const images =
          command === "build" ? namedImages(contentDir, fileURLToPath(config.cacheDir)) : path.join(contentDir, "images");
        updateConfig({ vite: { resolve: { alias: { "@content-images": images } } } });
      },
    },
  };
}

/** Copies the images a content file names (by their file name) into `cacheDir`; returns the folder. */
function namedImages(contentDir: string, cacheDir: string): string {
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).map((file) => file.split(path.sep).join("/"));
  const texts = files
    .filter((file) => !file.startsWith("images/") && /\.(ya?ml|md|json)$/.test(file))
    .map((file) => readFileSync(path.join(contentDir, file), "utf8"))
    .join("\n");
  const folder = path.join(cacheDir, "content-images", "images");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const file of files.filter(isImageFile)) {
    const name = path.posix.basename(file);
    if (!texts.includes(name) && !texts.includes(encodeURI(name))) continue;
    const to = path.join(folder, file.slice("images/".length));
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(path.join(contentDir, file), to, constants.COPYFILE_FICLONE);
  }
  return folder;
}
