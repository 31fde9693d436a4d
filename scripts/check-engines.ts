import { spawnSync } from "node:child_process";
import "./check-node.ts";

/**
 * Run after every install (`postinstall`), on the project's Node 24: npm checks each installed package's `engines`
 * against the Node it runs on, strictly, without changing anything. The install itself checks against the machine's
 * Node, which runs none of them, and its warnings are kept quiet (.npmrc); this is the check that matters.
 */
const args = ["install", "--dry-run", "--engine-strict", "--ignore-scripts", "--offline", "--no-audit", "--no-fund"];
// Its standard output lists what an install would change; only its errors matter here.
const { status } = spawnSync("npm", args, { stdio: ["ignore", "ignore", "inherit"] });
if (status !== 0) {
  console.error(`A package above does not support Node ${process.versions.node}, on which this project runs it.`);
  process.exit(1);
}
