import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";
import { e2ePort } from "./data-dir.ts";

/**
 * The CRM the browser tests' server sends its lead webhooks to (LEAD_WEBHOOK_URL in playwright.config.ts): a real
 * HTTP server on 127.0.0.1, started with the server by tests/e2e/start-server.ts. As a CRM does, it verifies each
 * delivery on arrival with the `standardwebhooks` package and the shared secret (signature, and a timestamp within five
 * minutes), and keeps it as it came with the outcome (GET /deliveries). It answers 200, or 401 to one that fails the
 * check, or 503 to deliveries about an e-mail address a test put on its failing list (POST /fail), until POST /recover.
 */
export const crmPort = e2ePort + 50;
export const crmUrl = `http://127.0.0.1:${crmPort}`;
export const crmSecret = `whsec_${Buffer.from("the browser tests' CRM secret!!!").toString("base64")}`;

export type CrmDelivery = { headers: Record<string, string>; body: string; verified: boolean; answered: number };

export async function startCrm() {
  const deliveries: CrmDelivery[] = [];
  const failing = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const reply = (status: number, data: unknown = { ok: status < 300 }) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(data));
      if (request.method === "GET" && request.url === "/deliveries") return reply(200, deliveries);
      if (request.method !== "POST") return reply(405);
      if (request.url === "/fail" || request.url === "/recover") {
        const { email } = JSON.parse(body) as { email: string };
        if (request.url === "/fail") failing.add(email);
        else failing.delete(email);
        return reply(200);
      }
      if (request.url !== "/hook") return reply(404);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([key, value]) => [key, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
      );
      let email = "";
      let verified = false;
      try {
        email = (new Webhook(crmSecret).verify(body, headers) as { data?: { email?: string } }).data?.email ?? "";
        verified = true;
      } catch {}
      const answered = !verified ? 401 : failing.has(email) ? 503 : 200;
      deliveries.push({ headers, body, verified, answered });
      reply(answered);
    });
  });
  await new Promise<void>((resolve) => server.listen(crmPort, "127.0.0.1", resolve));
  return server;
}
