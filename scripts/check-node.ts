// Fails fast when a script runs on a Node older than the one the project brings (the `node` dependency).
const [major] = process.versions.node.split(".").map(Number);
if ((major ?? 0) < 24) {
  console.error(
    `This project needs Node 24 or newer, but this script runs on Node ${process.versions.node}.\n` +
      "Run it through npm (npm start, npm test, npm run …), which puts the project's own Node 24 from node_modules/.bin first on PATH.",
  );
  process.exit(1);
}
