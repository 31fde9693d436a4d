import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, hstsMaxAge, pagePreviewFolder, parseEnv, publishingFolders, trustedOrigins } from "./env.ts";

describe("server configuration", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data", RATE_LIMIT_PER_MINUTE: 10 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ALLOWED_ORIGINS).toEqual([]);
  });

  it("reads lists and numbers", () => {
    const env = parseEnv({ PORT: "8080", ALLOWED_ORIGINS: "https://a.example, https://b.example", TRUSTED_PROXIES: "10.0.0.1" });
    expect(env.PORT).toBe(8080);
    expect(env.ALLOWED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(env.TRUSTED_PROXIES).toEqual(["10.0.0.1"]);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("stops on a bad value and names the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ LEAD_NOTIFY_TO: "sales" })).toThrow(/LEAD_NOTIFY_TO/);
  });

  it("reads the HSTS and connection-limit settings, with HSTS on by default in production only", () => {
    const defaults = parseEnv({});
    expect(defaults).toMatchObject({ HEADERS_TIMEOUT_MS: 10_000, REQUEST_TIMEOUT_MS: 30_000, KEEP_ALIVE_TIMEOUT_MS: 5_000 });
    expect(defaults.HSTS_INCLUDE_SUBDOMAINS).toBe(false);
    expect(hstsMaxAge(defaults)).toBe(63_072_000);
    expect(hstsMaxAge(parseEnv({ NODE_ENV: "development" }))).toBe(0);
    expect(hstsMaxAge(parseEnv({ HSTS_MAX_AGE: "0" }))).toBe(0);
    expect(parseEnv({ HSTS_INCLUDE_SUBDOMAINS: "true" }).HSTS_INCLUDE_SUBDOMAINS).toBe(true);
    expect(() => parseEnv({ HSTS_INCLUDE_SUBDOMAINS: "yes please" })).toThrow(/HSTS_INCLUDE_SUBDOMAINS/);
    expect(() => parseEnv({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "1000" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("reads how many attempts a lead notification gets, about a day's worth by default", () => {
    expect(parseEnv({}).OUTBOX_MAX_ATTEMPTS).toBe(296);
    expect(parseEnv({ OUTBOX_MAX_ATTEMPTS: "3" }).OUTBOX_MAX_ATTEMPTS).toBe(3);
    expect(() => parseEnv({ OUTBOX_MAX_ATTEMPTS: "0" })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
    expect(() => parseEnv({ OUTBOX_MAX_ATTEMPTS: "many" })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });
});

describe("trustedOrigins", () => {
  it("are the public origin, the bound address, and its loopback names when the server is reached on this machine", () => {
    expect(trustedOrigins({ PORT: 3000, HOST: "127.0.0.1", PUBLIC_ORIGIN: undefined })).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOrigins({ PORT: 8080, HOST: "0.0.0.0", PUBLIC_ORIGIN: "https://www.tessera.example" })).toEqual([
      "https://www.tessera.example",
      "http://localhost:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
    ]);
    expect(trustedOrigins({ PORT: 3000, HOST: "10.0.0.5", PUBLIC_ORIGIN: "https://www.tessera.example" })).toEqual([
      "https://www.tessera.example",
      "http://10.0.0.5:3000",
    ]);
  });

  it("keeps the editor's repository and builds inside the application's folder, naming the variable that leads out", () => {
    const app = "/srv/tessera";
    expect(publishingFolders(parseEnv({}), app)).toEqual({
      contentRepo: "/srv/tessera/data/content",
      siteBuilds: "/srv/tessera/data/site-builds",
    });
    expect(() => publishingFolders(parseEnv({ DATA_DIR: "/tmp/data" }), app)).toThrow(
      "CONTENT_REPO_DIR (/tmp/data/content, under DATA_DIR) must be inside the application's folder, /srv/tessera.",
    );
    expect(() => publishingFolders(parseEnv({ SITE_BUILDS_DIR: "../builds" }), app)).toThrow(
      "SITE_BUILDS_DIR (/srv/builds) must be inside the application's folder, /srv/tessera.",
    );
    expect(() => publishingFolders(parseEnv({ CONTENT_REPO_DIR: "/srv/tessera-content" }), app)).toThrow(ConfigError);
  });

  it("gives each instance's page preview a folder of its own, on one machine too", () => {
    const builds = "/srv/tessera/data/site-builds";
    const [first, second] = [pagePreviewFolder(builds, "web-1", 4401), pagePreviewFolder(builds, "web-1", 4402)];
    expect(first).not.toBe(second);
    expect(pagePreviewFolder(builds, "web-2", 4401)).not.toBe(first);
    expect(path.dirname(first)).toBe(builds);
  });
});
