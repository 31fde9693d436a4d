import { count, desc, eq } from "drizzle-orm";
import fc from "fast-check";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits, roleValues } from "../../src/lib/demo-request.ts";
import { startSmtp } from "../../tests/faults/harness.ts";
import { silentLog, standInSite, type TestDatabase, testDatabase } from "../../tests/support.ts";
import { createApp } from "../app.ts";
import { demoRequests, outbox } from "../db/schema.ts";
import { startOutboxWorker } from "../notify/outbox-worker.ts";

/**
 * Property tests of POST /functions/v1/submit-demo against a real database: generated bad input of every
 * shape is refused with a 4xx and a plain-words message and stores nothing; every generated valid request is
 * stored exactly once, resent or not; nothing a visitor types reaches the notification e-mail's headers.
 */
/** The solutions of the two-file site below, as its build would list them. */
const solutions = [
  { slug: "family-banking", name: "Family Banking" },
  { slug: "smart-rewards", name: "Bank Loyalty Programs" },
  { slug: "embedded-finance", name: "Embedded Finance" },
];
const slugs = solutions.map((s) => s.slug);

/** Every message the endpoint may answer a bad request with. A new one must be added here on purpose. */
const knownMessages = new Set([
  "Full name is required",
  "Full name must be less than 100 characters",
  "Please enter a valid email address",
  "Email must be less than 255 characters",
  "Company is required",
  "Company name must be less than 100 characters",
  "Please choose a role from the list",
  "Message must be less than 1000 characters",
  "Please choose solutions from the list",
  "The request is too large. Please shorten your message.",
  "Send the request as JSON (Content-Type: application/json).",
  "The request body is not valid JSON.",
  "The request body is not valid UTF-8 text.",
  "The request body must be a JSON object.",
  "The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.",
]);

let database: TestDatabase;
let sent = 0;
// Only the function is under test: a two-file site stands in for the build.
const staticDir = standInSite({ solutions });
const app = () =>
  createApp({ env: { STATIC_DIR: staticDir, RATE_LIMIT_PER_MINUTE: 1_000_000_000 }, db: database.db, log: silentLog });
let server: ReturnType<typeof app>;

const storedCount = async () => (await database.db.select({ n: count() }).from(demoRequests))[0]?.n ?? 0;

type Sent = { body: string | Uint8Array<ArrayBuffer>; contentType?: string; headers?: Record<string, string> };

async function send({ body, contentType, headers = {} }: Sent) {
  sent++;
  const response = await server.request("/functions/v1/submit-demo", {
    method: "POST",
    headers: { ...(contentType === undefined ? {} : { "content-type": contentType }), ...headers },
    body,
  });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

/** JSON text from key-value pairs, so `__proto__` and repeated keys reach the server as written. */
const jsonFrom = (pairs: [string, unknown][]) =>
  `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`;
const formFrom = (pairs: [string, unknown][]) => {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) {
    if (Array.isArray(v)) for (const item of v) params.append(k, String(item));
    else if (v !== undefined) params.append(k, typeof v === "string" ? v : JSON.stringify(v));
  }
  return params.toString();
};

// ---- generators of valid requests --------------------------------------------------------------------------

const alnum = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");
const padding = fc.constantFrom("", " ", "  ", "\t", " \n");
/** Printable text without control characters. */
const visible = (maxLength: number) => fc.string({ unit: "grapheme", maxLength }).map((s) => s.replace(/[\p{Cc}]/gu, ""));
const nonBlank = (max: number) =>
  fc
    .tuple(padding, visible(Math.min(max, 60)), padding)
    .map(([a, s, b]) => a + s + b)
    .filter((s) => s.trim().length > 0 && s.trim().length <= max);
const email = fc
  .tuple(
    padding,
    fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
    fc.constantFrom("", ".x", "+tag", "_y"),
    fc.string({ unit: alnum, minLength: 1, maxLength: 20 }),
    fc.constantFrom("example", "bank.example", "co.uk"),
  )
  .map(([pad, local, suffix, domain, tld]) => `${pad}${local}${suffix}@${domain}.${tld}${pad}`);
const pollutionKeys = fc.constantFrom("__proto__", "constructor", "prototype");
/** Fields the server ignores: unknown names, prototype-pollution keys, any JSON value. */
const extras = fc.array(
  fc.tuple(
    fc.oneof(
      pollutionKeys,
      fc
        .string({ maxLength: 12 })
        .filter(
          (k) =>
            !["full_name", "email", "company", "role", "message", "suites_of_interest", "website", "form_start_token"].includes(
              k,
            ),
        ),
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({ full_name: "From the prototype", polluted: true })),
  ),
  { maxLength: 4 },
);

const validRequest = fc.record(
  {
    full_name: nonBlank(limits.fullName),
    email,
    company: nonBlank(limits.company),
    role: fc.constantFrom<string | undefined>(undefined, "", ...roleValues),
    message: fc.option(
      visible(400).filter((s) => s.trim().length <= limits.message),
      { nil: undefined },
    ),
    suites_of_interest: fc.option(fc.array(fc.constantFrom(...slugs), { maxLength: slugs.length }), { nil: undefined }),
  },
  { requiredKeys: ["full_name", "email", "company"] },
);
type ValidRequest = typeof validRequest extends fc.Arbitrary<infer T> ? T : never;
const pairsOf = (request: ValidRequest) => Object.entries(request).filter(([, v]) => v !== undefined) as [string, unknown][];

// ---- generators of bad requests ----------------------------------------------------------------------------

type Bad = Sent & { label: string; status: number; message?: string };

const baseValid: [string, unknown][] = [
  ["full_name", "Ada Lovelace"],
  ["email", "ada@analytical.example"],
  ["company", "Analytical Bank"],
  ["role", "cto"],
  ["message", "Hello"],
  ["suites_of_interest", ["family-banking"]],
];
const firstMessage: Record<string, string> = {
  full_name: "Full name is required",
  email: "Please enter a valid email address",
  company: "Company is required",
  role: "Please choose a role from the list",
  message: "Message must be less than 1000 characters",
  suites_of_interest: "Please choose solutions from the list",
};
const tooLongMessage: Record<string, string> = {
  full_name: "Full name must be less than 100 characters",
  company: "Company name must be less than 100 characters",
  message: "Message must be less than 1000 characters",
  email: "Email must be less than 255 characters",
};
const replace = (field: string, value: unknown) => baseValid.map(([k, v]) => [k, k === field ? value : v] as [string, unknown]);
const json = (pairs: [string, unknown][], label: string, status: number, message?: string): Bad => ({
  label,
  body: jsonFrom(pairs),
  contentType: "application/json",
  status,
  message,
});

const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 0, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);
const wrongTypes = fc
  .tuple(fc.constantFrom("full_name", "email", "company", "role", "message"), wrongValue)
  .map(([field, value]) => json(replace(field, value), `wrong type for ${field}`, 400, firstMessage[field]));
const wrongSuites = fc
  .oneof(
    fc.string(),
    fc.integer(),
    fc.constant(null),
    fc.constant({}),
    fc.array(
      fc.string().filter((s) => !slugs.includes(s)),
      { minLength: 1, maxLength: 3 },
    ),
    fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.constant([])), { minLength: 1, maxLength: 3 }),
    fc.array(fc.constantFrom(...slugs), { minLength: slugs.length + 1, maxLength: slugs.length + 4 }),
  )
  .map((value) => json(replace("suites_of_interest", value), "bad suites", 400, firstMessage.suites_of_interest));
const missing = fc
  .subarray(["full_name", "email", "company"], { minLength: 1 })
  .chain((fields) => extras.map((extra) => ({ fields, extra })))
  .map(({ fields, extra }) => {
    const first = ["full_name", "email", "company"].find((f) => fields.includes(f)) as string;
    return json([...extra, ...baseValid.filter(([k]) => !fields.includes(k))], `missing ${fields}`, 400, firstMessage[first]);
  });
const tooLong = fc
  .tuple(fc.constantFrom("full_name", "company", "message", "email"), fc.integer({ min: 1, max: 400 }), visible(3))
  .map(([field, extra, tail]) => {
    const max =
      field === "full_name"
        ? limits.fullName
        : field === "company"
          ? limits.company
          : field === "email"
            ? limits.email
            : limits.message;
    const value = field === "email" ? `${"a".repeat(max + extra)}@bank.example` : "x".repeat(max + extra) + tail;
    // An address over 64 characters before the @ is not a valid address at all.
    const message = field === "email" ? undefined : tooLongMessage[field];
    return json(replace(field, value), `too long ${field}`, 400, message);
  });
const huge = fc
  .tuple(fc.constantFrom("full_name", "message", "company", "padding"), fc.integer({ min: 16 * 1024 + 1, max: 200_000 }))
  .map(([field, size]) => {
    const pairs =
      field === "padding" ? [...baseValid, ["padding", "y".repeat(size)] as [string, unknown]] : replace(field, "y".repeat(size));
    return json(pairs, `huge ${field}`, 413, "The request is too large. Please shorten your message.");
  });
const blank = fc
  .tuple(
    fc.constantFrom("full_name", "company"),
    fc.array(
      fc.constantFrom(
        " ",
        "\t",
        "\n",
        "\r",
        "\u0000",
        "\u0001",
        "\u0007",
        "\u001b",
        "\u007f",
        "\u0085",
        "\u00a0",
        "\u2028",
        "\ufeff",
      ),
      {
        maxLength: 12,
      },
    ),
  )
  .map(([field, chars]) => json(replace(field, chars.join("")), `blank or control-only ${field}`, 400, firstMessage[field]));
const badEmail = fc
  .oneof(
    fc.string({ maxLength: 40 }).filter((s) => !s.includes("@")),
    fc.constantFrom(
      "a@",
      "@b.example",
      "a@b",
      "a b@c.example",
      "a@@b.example",
      "a@b..example",
      ".a@b.example",
      "a@b.example\r\nBcc: x@y.example",
    ),
    fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom("\r\n", "\n", "\u0000", ",", ";", "<", ">", " "))
      .map(([s, c]) => `a${c}${s}@bank.example`),
  )
  .map((value) => json(replace("email", value), "bad email", 400, firstMessage.email));
const badRole = fc
  .string({ maxLength: 20 })
  .filter((s) => s !== "" && !(roleValues as readonly string[]).includes(s))
  .map((value) => json(replace("role", value), "bad role", 400, firstMessage.role));
const notJson = fc
  .oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom("{", '{"full_name":', "{'full_name':'Ada'}", "undefined", "NaN", '{"a":1,}', "full_name=Ada"),
    fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  })
  .map(
    (body): Bad => ({
      label: "not JSON",
      body,
      contentType: "application/json",
      status: 400,
      message: "The request body is not valid JSON.",
    }),
  );
const notObject = fc
  .jsonValue()
  .filter((v) => v === null || typeof v !== "object" || Array.isArray(v))
  .map(
    (v): Bad => ({
      label: "JSON but not an object",
      body: JSON.stringify(v),
      contentType: "application/json",
      status: 400,
      message: "The request body must be a JSON object.",
    }),
  );
const nested = fc
  .tuple(fc.integer({ min: 1, max: 2_500 }), fc.constantFrom("array", "object", "field"))
  .map(([depth, shape]): Bad => {
    if (shape === "array")
      return {
        label: "deeply nested array",
        body: "[".repeat(depth) + "]".repeat(depth),
        contentType: "application/json",
        status: 400,
        message: "The request body must be a JSON object.",
      };
    const inner = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    if (shape === "object")
      return {
        label: "deeply nested object",
        body: inner,
        contentType: "application/json",
        status: 400,
        message: "Full name is required",
      };
    return {
      label: "deeply nested field",
      body: `{"full_name":${inner},"email":"a@b.example","company":"C"}`,
      contentType: "application/json",
      status: 400,
      message: "Full name is required",
    };
  });
const invalidUtf8Bytes = fc.constantFrom(
  [0xff],
  [0xfe],
  [0xc0, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xc3],
);
const invalidUtf8 = fc
  .tuple(fc.constantFrom("full_name", "company", "message"), invalidUtf8Bytes, fc.boolean())
  .map(([field, bytes, asForm]): Bad => {
    const marker = "\u0001MARK\u0001";
    const text = asForm ? formFrom(replace(field, `Ada${marker}`)) : jsonFrom(replace(field, `Ada${marker}`));
    const encodedMarker = asForm ? encodeURIComponent(marker).replace(/%20/g, "+") : JSON.stringify(marker).slice(1, -1);
    const [before, after] = text.split(encodedMarker) as [string, string];
    const enc = new TextEncoder();
    const body = new Uint8Array([...enc.encode(before), ...bytes, ...enc.encode(after)]);
    return {
      label: `invalid UTF-8 in ${field}${asForm ? " (form)" : ""}`,
      body,
      contentType: asForm ? "application/x-www-form-urlencoded" : "application/json",
      status: 400,
      message: "The request body is not valid UTF-8 text.",
    };
  });
const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      undefined,
      "text/plain",
      "text/html",
      "application/xml",
      "multipart/form-data; boundary=x",
      "application/jsonp",
      "application/json-patch+json",
      "application/octet-stream",
      "json",
      "application/json2",
    ),
    fc.constantFrom(jsonFrom(baseValid), formFrom(baseValid), "<xml/>", ""),
  )
  .map(
    ([contentType, text]): Bad => ({
      label: `content type ${contentType}`,
      body: new TextEncoder().encode(text),
      contentType,
      status: 415,
      message: "Send the request as JSON (Content-Type: application/json).",
    }),
  );
const badForm = fc
  .oneof(
    wrongTypes.map(() => replace("role", "root")),
    fc
      .subarray(["full_name", "email", "company"], { minLength: 1 })
      .map((fields) => baseValid.filter(([k]) => !fields.includes(k))),
    fc
      .string({ maxLength: 30 })
      .filter((s) => !s.includes("@"))
      .map((s) => replace("email", s)),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => !slugs.includes(s))
      .map((s) => replace("suites_of_interest", [s])),
    fc.constant(replace("full_name", "n".repeat(101))),
  )
  .chain((pairs) => extras.map((extra) => [...extra, ...pairs]))
  .map(
    (pairs): Bad => ({
      label: "form post",
      body: formFrom(pairs),
      contentType: "application/x-www-form-urlencoded",
      status: 400,
    }),
  );
const pollution = fc.tuple(pollutionKeys, fc.constantFrom("full_name", "email", "company")).map(([key, dropped]): Bad => {
  const payload = Object.fromEntries(baseValid);
  const pairs = baseValid.filter(([k]) => k !== dropped);
  const smuggled: unknown = key === "constructor" ? { prototype: payload } : payload;
  return json([[key, smuggled], ...pairs], `${dropped} only under ${key}`, 400, firstMessage[dropped]);
});
const badIdempotencyKey = fc
  .oneof(
    fc.string({ unit: fc.constantFrom(..."abcXYZ019-_"), maxLength: 7 }),
    fc.string({ unit: fc.constantFrom(..."abc019"), minLength: 101, maxLength: 140 }),
    fc
      .tuple(fc.string({ unit: alnum, minLength: 8, maxLength: 20 }), fc.constantFrom("!", "/", ".", "é", "{", "'", "%", " x"))
      .map(([s, c]) => s + c),
  )
  .map(
    (key): Bad => ({
      label: "bad Idempotency-Key",
      body: jsonFrom(baseValid),
      contentType: "application/json",
      headers: { "idempotency-key": key },
      status: 400,
      message: "The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.",
    }),
  );

const badRequest: fc.Arbitrary<Bad> = fc.oneof(
  wrongTypes,
  wrongSuites,
  missing,
  tooLong,
  huge,
  blank,
  badEmail,
  badRole,
  notJson,
  notObject,
  nested,
  invalidUtf8,
  wrongContentType,
  badForm,
  pollution,
  badIdempotencyKey,
);

// ---- the properties ----------------------------------------------------------------------------------------

const htmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
/** What the server stores for a one-line field: control characters and line breaks as spaces, trimmed. */
const clean = (value: string) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
/** What the server stores for the message: line breaks as \n, other control characters dropped, trimmed. */
const cleanText = (value: string) =>
  value
    .replace(/\r\n?|[\p{Zl}\p{Zp}]/gu, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();

beforeAll(async () => {
  database = await testDatabase();
  server = app();
});
afterAll(async () => {
  await database.close();
  console.log(`submit-demo properties: ${sent} generated requests sent`);
});

describe("submit-demo under generated input", () => {
  it("answers every bad body with a 4xx and a clear message, and stores nothing", { timeout: 600_000 }, async () => {
    await database.reset();
    await fc.assert(
      fc.asyncProperty(badRequest, async (bad) => {
        const before = await storedCount();
        const response = await send(bad);
        expect(response.status, bad.label).toBe(bad.status);
        if (bad.contentType === "application/x-www-form-urlencoded") {
          // The no-JavaScript form gets a page that shows the message.
          expect(response.type).toMatch(/^text\/html/);
          const shown = [...knownMessages].filter((m) => response.text.includes(htmlEscape(m)));
          expect(shown, bad.label).toHaveLength(1);
          if (bad.message) expect(shown[0]).toBe(bad.message);
        } else {
          expect(response.type, bad.label).toMatch(/^application\/json/);
          const { error } = JSON.parse(response.text) as { error: string };
          expect(knownMessages.has(error), `${bad.label}: unexpected message ${JSON.stringify(error)}`).toBe(true);
          if (bad.message) expect(error, bad.label).toBe(bad.message);
          expect(Object.keys(JSON.parse(response.text))).toEqual(["error"]);
        }
        expect(await storedCount(), `${bad.label} stored a row`).toBe(before);
      }),
      { numRuns: 8_000 },
    );
    expect(await storedCount()).toBe(0);
    expect(await database.db.select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
    // Prototype-pollution keys stayed data.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("stores every valid body exactly once, also when it is sent again with the same Idempotency-Key", {
    timeout: 600_000,
  }, async () => {
    await database.reset();
    let expected = 0;
    await fc.assert(
      fc.asyncProperty(
        validRequest,
        extras,
        fc.constantFrom("json", "json", "json", "form"),
        fc.option(fc.uuid({ version: 4 }), { nil: undefined }),
        fc.integer({ min: 0, max: 2 }),
        async (request, extra, kind, key, resends) => {
          const pairs = [...extra, ...pairsOf(request)];
          const message: Sent = {
            body: kind === "json" ? jsonFrom(pairs) : formFrom(pairs),
            contentType: kind === "json" ? "application/json" : "application/x-www-form-urlencoded",
            headers: key ? { "idempotency-key": key } : {},
          };
          const first = await send(message);
          expected++;
          let id: string;
          if (kind === "json") {
            expect(first.status, first.text).toBe(200);
            id = (JSON.parse(first.text) as { id: string }).id;
          } else {
            expect(first.status, first.text).toBe(303);
            const [latest] = await database.db
              .select({ id: demoRequests.id })
              .from(demoRequests)
              .orderBy(desc(demoRequests.createdAt))
              .limit(1);
            id = latest?.id as string;
          }
          const [row] = await database.db.select().from(demoRequests).where(eq(demoRequests.id, id));
          expect(row).toMatchObject({
            fullName: clean(request.full_name),
            email: request.email.trim(),
            company: clean(request.company),
            role: request.role || null,
            message: request.message === undefined ? null : cleanText(request.message) || null,
            suitesOfInterest: [...new Set(request.suites_of_interest ?? [])],
            isSpam: false,
          });
          for (let i = 0; i < (key ? resends : 0); i++) {
            const again = await send(message);
            expect(again.status).toBe(kind === "json" ? 200 : 303);
            if (kind === "json") expect(JSON.parse(again.text)).toEqual({ id });
          }
          expect(await storedCount()).toBe(expected);
        },
      ),
      { numRuns: 2_000 },
    );
    expect(await database.db.select({ n: count() }).from(outbox)).toEqual([{ n: expected }]);
  });

  it("keeps whatever visitors type out of the notification e-mail's headers", { timeout: 300_000 }, async () => {
    await database.reset();
    const smtp = await startSmtp();
    const worker = startOutboxWorker({
      db: database.db,
      log: silentLog,
      transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }),
      from: "website@tessera.example",
      to: "sales@tessera.example",
      intervalMs: 600_000,
    });
    const injection = fc.constantFrom(
      "\r\nBcc: victim@evil.example",
      "\nCc: victim@evil.example",
      "\rTo: victim@evil.example",
      "\r\nX-Injected: yes",
      "\r\n\r\nInjected body",
      "\u2028X-Injected: yes",
      "\u0085X-Injected: yes",
      "%0d%0aBcc: victim@evil.example",
      "=?utf-8?Q?=0D=0ABcc:_victim@evil.example?=",
      "\r\nContent-Type: text/html",
      "\nSubject: overridden",
      ": \r\n\tfolded",
    );
    const withInjection = (max: number) =>
      fc
        .tuple(visible(20), injection, visible(20))
        .map(([a, i, b]) => `x${a}${i}${b}`.slice(0, max))
        .filter((s) => clean(s).length > 0);
    const allowed = new Set([
      "from",
      "to",
      "reply-to",
      "subject",
      "message-id",
      "date",
      "mime-version",
      "content-type",
      "x-demo-request-id",
    ]);
    try {
      await fc.assert(
        fc.asyncProperty(withInjection(100), withInjection(100), withInjection(1000), async (name, company, text) => {
          const stored = await send({
            body: JSON.stringify({
              full_name: name,
              email: "visitor@bank.example",
              company,
              message: text,
              suites_of_interest: [],
            }),
            contentType: "application/json",
          });
          expect(stored.status).toBe(200);
          const before = smtp.received.length;
          await worker.runOnce();
          expect(smtp.received.length).toBe(before + 1);
          const mail = smtp.received.at(-1) as ParsedMail;
          for (const header of mail.headers.keys()) expect(allowed.has(header), `unexpected header ${header}`).toBe(true);
          expect(mail.bcc).toBeUndefined();
          expect(mail.cc).toBeUndefined();
          expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("sales@tessera.example");
          expect(mail.replyTo?.value.map((a) => a.address)).toEqual(["visitor@bank.example"]);
          expect(mail.subject ?? "").not.toMatch(/[\r\n\u2028\u0085]/);
          expect(mail.text).toContain(`Company: ${clean(company)}\n`);
        }),
        { numRuns: 100 },
      );
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
