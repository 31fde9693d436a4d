import { PGlite } from "@electric-sql/pglite";
import { embedded } from "./client.ts";

/** Makes the embedded database's folder named on the command line, then ends: run by `openDatabase` (./client.ts). */
const [dir] = process.argv.slice(2);
if (dir) await (await PGlite.create(dir, embedded)).close();
