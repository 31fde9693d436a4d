import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { inBuild } from "../src/lib/build-output.ts";

/**
 * One scan of the production server by the MDN HTTP Observatory (npm @mdn/mdn-http-observatory), for
 * server/observatory.test.ts, which runs this script in a network namespace of its own where it can. The scanner
 * fetches http://HOST/ and https://HOST/ on the standard ports, so the production server (`node server/main.ts`, as
 * `npm start` runs it, from the build `npm test` made) runs as it would in production: behind a proxy that answers
 * on 80 and terminates TLS on 443, with a certificate from a CA made here for this run and trusted by the scanner
 * through NODE_EXTRA_CA_CERTS. Everything stays on 127.0.0.1. Prints the scan as JSON on stdout.
 */

const host = "127.0.0.1";
const scanner = path.resolve("node_modules/@mdn/mdn-http-observatory");
const work = mkdtempSync(path.join(tmpdir(), "tessera-observatory-"));
let server: ChildProcess | undefined;
const edges: http.Server[] = [];

type Result = { pass: boolean; result: string; scoreModifier?: number };
export type Scan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, Result>;
};

/** A throwaway CA and a certificate it signs for 127.0.0.1 (openssl). */
function makeCertificates() {
  const file = (name: string) => path.join(work, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: work, stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=Tessera observatory test CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${host}`, "-keyout", "server.key", "-out", "server.csr");
  writeFileSync(
    file("server.ext"),
    `subjectAltName=IP:${host}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    "server.ext",
    "-out",
    "server.pem",
  );
  return { ca: file("ca.pem"), key: readFileSync(file("server.key")), cert: readFileSync(file("server.pem")) };
}

/** Starts `node server/main.ts` on a free port and resolves with the port once it listens. */
function startServer(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        HOST: host,
        DATA_DIR: path.join(work, "data"),
        TRUSTED_PROXIES: host,
        PUBLIC_ORIGIN: `https://${host}`,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
        SMTP_URL: "",
        HSTS_MAX_AGE: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = child;
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/listening on http:\/\/[^:\s]+:(\d+)/)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** The TLS-terminating proxy in front of the server, as in production: says how the visitor came, and from where. */
function forwardTo(upstreamPort: number, protocol: "http" | "https"): http.RequestListener {
  return (request, response) => {
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host,
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "x-forwarded-proto": protocol, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        const { connection: _c, "keep-alive": _k, "transfer-encoding": _t, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  };
}

function listenOn(edge: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    edge.once("error", (error: NodeJS.ErrnoException) => {
      const why =
        error.code === "EACCES"
          ? "binding ports below 1024 needs root or CAP_NET_BIND_SERVICE"
          : error.code === "EADDRINUSE"
            ? "another program is using it"
            : error.message;
      reject(new Error(`The Observatory test must listen on ${host}:${port} (the scanner only checks 80 and 443): ${why}.`));
    });
    edge.listen(port, host, () => resolve());
  });
}

/** Runs the scanner in its own process, so NODE_EXTRA_CA_CERTS (read at start-up) makes it trust the test CA. */
async function runScan(ca: string): Promise<Scan> {
  const script = `
    import { scan } from "@mdn/mdn-http-observatory/src/scanner/index.js";
    const result = await scan(${JSON.stringify(host)});
    const tests = Object.fromEntries(Object.entries(result.tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }]));
    process.stdout.write(JSON.stringify({ scan: result.scan, tests }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    timeout: 90_000,
  });
  return JSON.parse(stdout) as Scan;
}

async function main() {
  if (!existsSync(`${inBuild("client")}/index.html`) || !existsSync(inBuild("pages")))
    throw new Error("Build the site first: npm run build");
  if (!existsSync(scanner)) throw new Error("The scanner is missing: npm install (it is a devDependency)");
  // The scanner reads the HSTS preload list its install script would download; the scan needs none (127.0.0.1 is in no list).
  const preload = path.join(scanner, "conf", "hsts-preload.json");
  if (!existsSync(preload)) {
    mkdirSync(path.dirname(preload), { recursive: true });
    writeFileSync(preload, "{}");
  }
  const { ca, key, cert } = makeCertificates();
  // Ports first: where they cannot be bound, this fails here, before anything else starts.
  const plain = http.createServer();
  const secure = https.createServer({ key, cert });
  edges.push(plain, secure);
  await listenOn(plain, 80);
  await listenOn(secure, 443);
  const port = await startServer();
  plain.on("request", forwardTo(port, "http"));
  secure.on("request", forwardTo(port, "https"));
  process.stdout.write(JSON.stringify(await runScan(ca)));
}

async function stop() {
  for (const edge of edges) {
    edge.close();
    edge.closeAllConnections();
  }
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  rmSync(work, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await stop();
}
