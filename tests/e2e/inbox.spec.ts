import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { violations } from "./axe.ts";
import { type CrmDelivery, crmSecret, crmUrl } from "./crm.ts";
import { e2eDataDir, e2ePort } from "./data-dir.ts";
import { expect, firstPage, firstSolution, formReady, test, ui } from "./fixtures.ts";

const password = "correct horse battery staple";

async function axeClean(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/** Presses Tab until `target` has the focus: it can be reached from the keyboard. */
async function tabTo(page: Page, target: Locator, presses = 40) {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The one-time link of an admin made by tests/e2e/start-server.ts. */
const firstAdminLink = (email: string) =>
  (JSON.parse(readFileSync(`${e2eDataDir}/first-admins.json`, "utf8")) as Record<string, string>)[email] ?? "";

// The inbox at its configured origin (PUBLIC_ORIGIN in playwright.config.ts): a host name, as passkeys require.
test.use({ baseURL: `http://localhost:${e2ePort}` });

async function choosePassword(page: Page, link: string) {
  await page.goto(link);
  await expect(page).toHaveURL(/\/inbox\/set-password\?token=/);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Your password is set" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
}

/** Signs in for the first time as one of the admins tests/e2e/start-server.ts made: sets the password, then signs in. */
async function signInFirstTime(page: Page, email: string) {
  await choosePassword(page, firstAdminLink(email));
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
}

/**
 * Books a demo through the public endpoint (JSON, as the form's script sends it); resolves to the lead's id. Each
 * test's leads come from a company of their own (a company's new leads go to the owner it already has).
 */
async function bookDemo(page: Page, name: string, email: string, extra: { company?: string; message?: string } = {}) {
  const response = await page.request.post("/functions/v1/submit-demo", {
    data: {
      full_name: name,
      email,
      company: extra.company ?? `Langley Savings ${email.split("@")[1]}`,
      role: "cto",
      suites_of_interest: [],
      message: extra.message,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

test.describe("the sales inbox", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin invites a salesperson, who finds a lead from the public form, works it, exports it and signs out", async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const lead = `Katherine Johnson ${project}`;
    const sales = { name: `Sam ${project}`, email: `sam-${project}@tessera.example` };

    // A visitor books a demo with the form that works without JavaScript.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const booking = await visitor.newPage();
    await booking.goto("/demo?utm_source=newsletter");
    const form = booking.locator("main [data-slot=demo-form]");
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill(lead);
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill(`katherine-${project}@orbit.example`);
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Orbit Credit Union");
    await form.getByText(firstSolution.name, { exact: true }).click();
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(booking).toHaveURL(/status=sent/);
    await visitor.close();

    // The first admin sets a password through the link `npm run admin` printed, signs in and invites Sam.
    await choosePassword(page, firstAdminLink(`admin-${project}@tessera.example`));
    await page.getByLabel("Work e-mail").fill(`admin-${project}@tessera.example`);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await axeClean(page);
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "Users" }).click();
    await page.getByLabel("Name").fill(sales.name);
    await page.getByLabel("Work e-mail").fill(sales.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const invitation = page.getByLabel("Link that sets the password");
    await expect(invitation).toHaveValue(/\/api\/auth\/reset-password\//);
    const first = await invitation.inputValue();
    await expect(page.getByRole("list").getByText(sales.email)).toBeVisible();
    // The first link is lost on the way: a new one, which is the one Sam uses.
    await page.getByRole("button", { name: `Send a new link to ${sales.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `No e-mail went out: give ${sales.name} this link` })).toBeVisible();
    await expect(invitation).not.toHaveValue(first);
    await expect(invitation).toHaveValue(/\/api\/auth\/reset-password\//);
    const link = await invitation.inputValue();
    await axeClean(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();

    // Sam, from the keyboard alone.
    await choosePassword(page, link);
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    await axeClean(page);
    await tabTo(page, page.getByLabel("Work e-mail"));
    await page.keyboard.type(sales.email);
    await tabTo(page, page.getByLabel("Password"));
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "Users" })).toHaveCount(0);

    await tabTo(page, page.getByLabel("Search"));
    await page.keyboard.type(project === "desktop" ? "Johnson desktop" : "Johnson phone");
    await page.keyboard.press("Enter");
    const row = page.getByRole("link", { name: lead });
    await expect(row).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await tabTo(page, row);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: lead, level: 1 })).toBeVisible();
    await expect(page.getByText("source: newsletter")).toBeVisible();
    // The address writes to her.
    const address = `katherine-${project}@orbit.example`;
    await expect(page.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    await axeClean(page);

    await tabTo(page, page.getByLabel("Status"));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    await tabTo(page, page.getByRole("button", { name: "Save status and owner" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await tabTo(page, page.getByLabel("Note"));
    await page.keyboard.type("Called her; demo booked for Friday.");
    await tabTo(page, page.getByRole("button", { name: "Add note" }));
    await page.keyboard.press("Enter");
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText("Called her; demo booked for Friday.")).toBeVisible();
    await expect(timeline.getByText(`${sales.name} set the status to Contacted`)).toBeVisible();
    await axeClean(page);

    // The CSV of the same search, for the CRM.
    await page.getByRole("link", { name: "← All leads" }).click();
    await page.getByLabel("Search").fill(lead);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(csv.startsWith("\uFEFFLead id,Received,First contact,Time zone,Received (ISO 8601),Name,E-mail")).toBe(true);
    expect(csv).toContain(`,${lead},katherine-${project}@orbit.example,Orbit Credit Union,`);
    expect(csv).toContain(",Contacted,no,");

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    expect((await page.request.get("/api/inbox/leads")).status()).toBe(401);
  });

  test("a passkey, once added, signs its owner in without the password", async ({ page }, info) => {
    const email = `passkey-${info.project.name}@tessera.example`;
    // The browser's authenticator, simulated: it holds the passkey and says yes when asked.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await choosePassword(page, firstAdminLink(email));
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("button", { name: /your account/ }).click();
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByText("No passkey yet.")).toBeVisible();
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Remove Passkey added/ })).toBeVisible();
    await axeClean(page);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();

    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  });

  test("is not for visitors: it needs a session and is not indexed", async ({ page }) => {
    await page.goto("/inbox");
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    expect((await page.request.get("/api/inbox/leads")).status()).toBe(401);
    await axeClean(page);
  });
});

test.describe("the sales inbox, for two people at once and a long list", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a stale page changes only what its person changed, and a real conflict is shown, never applied", async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const id = await bookDemo(page, `Dorothy Vaughan ${project}`, `dorothy@langley-${project}.example`);
    const alice = { email: `alice-${project}@tessera.example`, name: `alice-${project}` };
    const bob = { email: `bob-${project}@tessera.example`, name: `bob-${project}` };

    // Two people, two browser sessions, the same lead open in both.
    await signInFirstTime(page, alice.email);
    const bobsContext = await browser.newContext();
    const bobsPage = await bobsContext.newPage();
    await signInFirstTime(bobsPage, bob.email);
    for (const each of [page, bobsPage]) {
      await each.goto(`/inbox?lead=${id}`);
      await expect(each.getByRole("heading", { name: `Dorothy Vaughan ${project}`, level: 1 })).toBeVisible();
      await expect(each.getByLabel("Owner").locator("option:checked")).toHaveText("Nobody yet");
    }

    // Bob takes the lead.
    await bobsPage.getByLabel("Owner").selectOption({ label: bob.name });
    await bobsPage.getByRole("button", { name: "Save status and owner" }).click();
    await expect(bobsPage.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

    // Alice, without reloading, sets the status: Bob stays the owner.
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save status and owner" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    await expect(page.getByLabel("Owner").locator("option:checked")).toHaveText(bob.name);
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText(`${bob.name} took the lead`)).toBeVisible();
    await expect(timeline.getByText(`${alice.name} set the status to Contacted`)).toBeVisible();

    // Bob, whose page still says New, sets the status too: a real conflict, shown and not applied.
    await bobsPage.getByLabel("Status").selectOption("qualified");
    await bobsPage.getByRole("button", { name: "Save status and owner" }).click();
    await expect(bobsPage.getByRole("alert")).toContainText(
      "Not saved: someone else changed this lead while you had it open: the status is now Contacted (you wanted Qualified).",
    );
    await expect(bobsPage.getByLabel("Status")).toHaveValue("contacted");
    await axeClean(bobsPage);
    await bobsContext.close();

    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    await expect(page.getByLabel("Owner").locator("option:checked")).toHaveText(bob.name);
  });

  test("a used link says so; Clear empties the search; dates the wrong way round are explained; Back keeps the place", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const email = `lister-${project}@tessera.example`;
    const word = `Placeholder${project}`;
    for (let start = 0; start < 56; start += 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) => start + i).map((n) =>
          bookDemo(page, `${word} Lead ${String(n).padStart(2, "0")}`, `lead-${n}@place-${project}.example`),
        ),
      );
    }

    // The link that set the password does not work twice, and says why.
    await signInFirstTime(page, email);
    await page.goto(firstAdminLink(email));
    await expect(page).toHaveURL(/\/inbox\/set-password\?error=INVALID_TOKEN/);
    await expect(page.getByRole("alert")).toHaveText("This link has been used or has expired. Ask an admin for a new one.");
    await page.goto("/inbox");

    // 56 leads: 50, then Show more.
    await page.getByLabel("Search").fill(word);
    await page.getByRole("button", { name: "Apply" }).click();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(51);
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(rows).toHaveCount(57);

    // Open one far down the list, and come back by the link, then by the browser's Back.
    for (const back of ["link", "browser"] as const) {
      const far = page.getByRole("link", { name: `${word} Lead ${back === "link" ? "02" : "03"}` });
      await far.scrollIntoViewIfNeeded();
      await far.click();
      await expect(page.getByRole("heading", { level: 1, name: /Lead 0[23]$/ })).toBeVisible();
      if (back === "link") await page.getByRole("link", { name: "← All leads" }).click();
      else await page.goBack();
      await expect(rows).toHaveCount(57);
      await expect(far).toBeInViewport();
      await expect(far).toBeFocused();
      await expect(page.getByLabel("Search")).toHaveValue(word);
    }

    // Clear shows every lead, and an empty search box.
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByLabel("Search")).toHaveValue("");
    await expect(page).toHaveURL(/\/inbox$/);

    // A From date after the To date is explained.
    await page.getByLabel("From", { exact: true }).fill("2026-12-10");
    await page.getByLabel("To", { exact: true }).fill("2026-12-01");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The From date is after the To date: choose a From date on or before the To date.",
    );
    await axeClean(page);
  });
});

test.describe("the sales inbox, a note being typed", () => {
  test.describe.configure({ timeout: 120_000 });
  // The browser logs the server's refusal of the note once the session has ended.
  test.use({ allowConsoleErrors: [/status of 401.*\/api\/inbox\/leads\/[^/]+\/notes/] });

  test("is kept when its person leaves the page, and when their session ends elsewhere before they add it", async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const email = `drafter-${project}@tessera.example`;
    const id = await bookDemo(page, `Mary Jackson ${project}`, `mary@hampton-${project}.example`);
    const heading = page.getByRole("heading", { name: `Mary Jackson ${project}`, level: 1 });
    const note = page.getByLabel("Note");
    const timeline = page.getByRole("region", { name: "Timeline" });
    await signInFirstTime(page, email);
    await page.goto(`/inbox?lead=${id}`);
    await expect(heading).toBeVisible();

    // Typed, then the list, then the lead again: the note is still there, and so after a reload.
    const first = "Called her office: she is back on Monday.\nSend the pricing deck first.";
    await note.fill(first);
    await page.getByRole("link", { name: "← All leads" }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await page.goto(`/inbox?lead=${id}`);
    await expect(note).toHaveValue(first);
    await page.reload();
    await expect(note).toHaveValue(first);

    // Signed out everywhere from another device while the note is on screen: adding it asks for the password here,
    // and once signed in the lead is back with the note, which is then added once.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`http://localhost:${e2ePort}/inbox`);
    await other.getByLabel("Work e-mail").fill(email);
    await other.getByLabel("Password").fill(password);
    await other.getByRole("button", { name: "Sign in", exact: true }).click();
    await other.getByRole("button", { name: /your account$/ }).click();
    await other.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(other.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    await elsewhere.close();

    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to the inbox" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({
        hasText: "Your session has ended. Sign in again to go on where you were: a note you were typing is kept.",
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`lead=${id}`));
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(heading).toBeVisible();
    await expect(note).toHaveValue(first);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
    await expect(note).toHaveValue("");
    await expect(timeline.getByText("Called her office: she is back on Monday.")).toHaveCount(1);

    // Added, the draft is gone: the lead opens with an empty note.
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(note).toHaveValue("");
    await axeClean(page);

    // Erased on the person's request: the list it leads back to says so.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Erase this person" }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: `Mary Jackson ${project} was erased: their request is gone from the inbox.` }),
    ).toBeVisible();
  });
});

test.describe("the sales inbox on a phone", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the list shows each lead's name, status, age and owner in the screen's width, the rarer filters fold away, and ticked leads keep their changes in reach @phone", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const word = `Pocket${project}`;
    // A common phone's width, narrower than the project's.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const n of [1, 2, 3]) await bookDemo(page, `${word} Lead ${n}`, `lead-${n}@pocket-${project}.example`);
    await signInFirstTime(page, `pocket-${project}@tessera.example`);
    await page.getByLabel("Search").fill(word);
    await page.getByRole("button", { name: "Apply" }).click();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(4);

    // The page is as wide as the screen (the table scrolls in its frame), and shows each lead's name, status and
    // when it came without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const first = rows.nth(1);
    await first.scrollIntoViewIfNeeded();
    for (const text of [`${word} Lead 3`, "New"])
      await expect(first.getByText(text, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(first.locator("time")).toBeInViewport({ ratio: 1 });
    // And whose it is, though the owner's column is past the screen's edge.
    await expect(first.getByText(/^Owner: /)).toBeInViewport({ ratio: 1 });

    // Search, status and owner show; the dates, sort, suite and spam are one press away.
    await expect(page.getByLabel("From", { exact: true })).toBeHidden();
    await page.getByRole("button", { name: "More filters" }).click();
    await expect(page.getByLabel("From", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Fewer filters" }).click();
    await expect(page.getByLabel("From", { exact: true })).toBeHidden();

    // A lead ticked far from the changes: a bar at the foot of the screen leads to them.
    await rows.nth(3).scrollIntoViewIfNeeded();
    await page.getByLabel(`Select ${word} Lead 1`).check();
    const bar = page.getByRole("button", { name: "Change them" });
    await expect(bar).toBeInViewport();
    await bar.click();
    const changes = page.getByRole("region", { name: "The selected leads" });
    await expect(changes).toBeFocused();
    await expect(changes.getByText("1 lead selected")).toBeInViewport();
    await axeClean(page);
  });
});

test.describe("the sales inbox, routing and finding leads", () => {
  test.describe.configure({ timeout: 120_000 });
  // The refused time zone: the browser logs the server's 400 that the screen puts in words.
  test.use({ allowConsoleErrors: [/status of 400.*\/api\/inbox\/time-zone/] });

  test("an admin routes a domain to a person, who finds the lead in My leads, by words without accents, and flags it as spam", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const me = `router-${project}`;
    const domain = `seine-${project}.example`;
    await signInFirstTime(page, `${me}@tessera.example`);

    // The rule: e-mail from the domain goes to me.
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "Assignment" }).click();
    await expect(page.getByRole("heading", { name: "Assignment", level: 1 })).toBeVisible();
    const rule = page.getByRole("form", { name: "Add rule" });
    await rule.getByLabel("Rule for").selectOption("domain");
    await rule.getByLabel("Domain").fill(domain);
    await rule.getByLabel("Goes to").selectOption({ label: me });
    await rule.getByRole("button", { name: "Add rule" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rule saved." })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: `E-mail from ${domain} (and its subdomains) → ${me}` }),
    ).toBeVisible();
    await axeClean(page);

    // The team's time zone, for the e-mails and the CSV: a name the server does not know is refused in plain words.
    const zone = page.getByRole("form", { name: "Time zone" });
    await zone.getByLabel("The sales team's time zone").fill("Berlin time");
    await zone.getByRole("button", { name: "Save time zone" }).click();
    await expect(zone.getByText("Berlin time is not a time zone this server knows")).toBeVisible();
    await zone.getByLabel("The sales team's time zone").fill("Europe/Berlin");
    await zone.getByRole("button", { name: "Save time zone" }).click();
    await expect(zone.getByText("Time zone saved: times in e-mails and the CSV are now in Europe/Berlin.")).toBeVisible();
    await axeClean(page);

    const name = `Zoé Dupont ${project}`;
    await bookDemo(page, name, `zoe@${domain}`, {
      company: `Crédit de la Seine ${project}`,
      message: "Nous voulons un compte famille pour l'été.",
    });

    // Mine, without my doing anything.
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "My leads" }).click();
    await expect(page.getByRole("heading", { name: "My leads", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Leads in each status" }).getByRole("button", { name: /^New: \d+$/ }),
    ).toBeVisible();

    // Found without its accents, and by a word of its message.
    for (const words of [`Credit de la Seine ${project}`, `ete famille ${project}`]) {
      await page.getByLabel("Search").fill(words);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("link", { name })).toBeVisible();
    }
    await page.getByLabel("Sort").selectOption("status");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=status/);
    await expect(page.getByRole("link", { name })).toBeVisible();
    await axeClean(page);

    // A status's count lists that status with the words typed, even before Apply.
    await page.getByLabel("Search").fill(`Dupont ${project}`);
    await page
      .getByRole("navigation", { name: "Leads in each status" })
      .getByRole("button", { name: /^New: \d+$/ })
      .click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByLabel("Search")).toHaveValue(`Dupont ${project}`);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

    // Its page says who got it and why; then it is flagged as spam, with the reason.
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByText(`The lead went to ${me} by the rule for ${domain}`)).toBeVisible();
    await expect(page.getByText("First contact")).toBeVisible();
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await page.getByLabel("Why is this spam?").fill("A test booking, not a bank");
    await axeClean(page);
    await page.getByRole("button", { name: "Flag as spam" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Flagged as spam" })).toBeVisible();
    await expect(timeline.getByText("flagged it as spam: A test booking, not a bank")).toBeVisible();

    // The spam list says why.
    await page.goto(`/inbox?spam=only&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("Flagged as spam: A test booking, not a bank")).toBeVisible();
  });
});

test.describe("the sales inbox, several leads at once", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a lead that arrives while the list is open shows in it and in its counts, and what the person is doing stays", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const word = `Liveword${project}`;
    // The page's clock runs as usual, and can be moved on to the list's next reading without waiting for it.
    await page.clock.install();
    await bookDemo(page, `${word} Lead 1`, `lead-1@live-${project}.example`);
    await signInFirstTime(page, `live-${project}@tessera.example`);
    await page.getByLabel("Search").fill(word);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "New: 1" })).toBeVisible();
    await page.getByLabel(`Select ${word} Lead 1`).check();
    const search = page.getByLabel("Search");
    await search.fill(`${word} typed`);

    // The list reads itself again every little while, untouched...
    await bookDemo(page, `${word} Lead 2`, `lead-2@live-${project}.example`);
    await page.clock.fastForward("00:21");
    await expect(page.getByRole("link", { name: `${word} Lead 2` })).toBeVisible();
    await expect(page.getByRole("button", { name: "New: 2" })).toBeVisible();
    await expect(page.getByText("1 new lead", { exact: true })).toBeAttached();
    // ...and as soon as its window is back in front.
    await bookDemo(page, `${word} Lead 3`, `lead-3@live-${project}.example`);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(page.getByRole("link", { name: `${word} Lead 3` })).toBeVisible();
    await expect(page.getByRole("button", { name: "New: 3" })).toBeVisible();
    await expect(page.getByLabel(`Select ${word} Lead 1`)).toBeChecked();
    await expect(search).toHaveValue(`${word} typed`);
    await expect(search).toBeFocused();
  });

  test("keys search and move through the list and select leads, whose status and owner change together, then are flagged as spam", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const me = `bulk-${project}`;
    const word = `Bulkword${project}`;
    for (const n of [1, 2, 3]) await bookDemo(page, `${word} Lead ${n}`, `lead-${n}@bulk-${project}.example`);
    await signInFirstTime(page, `${me}@tessera.example`);
    await expect(page.getByText("Keyboard shortcuts:")).toBeVisible();

    // / searches; j goes down the list, x selects.
    await page.keyboard.press("/");
    await expect(page.getByLabel("Search")).toBeFocused();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(4);
    const lead = (n: number) => page.getByRole("link", { name: `${word} Lead ${n}` });
    await page.keyboard.press("j");
    await expect(lead(3)).toBeFocused();
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await expect(lead(2)).toBeFocused();
    await page.keyboard.press("x");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect(lead(2)).toBeFocused();
    await expect(page.getByLabel(`Select ${word} Lead 3`)).toBeChecked();
    await expect(page.getByLabel(`Select ${word} Lead 1`)).not.toBeChecked();

    // One change for both.
    const selection = page.getByRole("region", { name: "The selected leads" });
    await expect(selection).toContainText("2 leads selected");
    const bulk = selection.getByRole("form", { name: "Change the selected leads" });
    await bulk.getByLabel("New status").selectOption("qualified");
    await bulk.getByLabel("New owner").selectOption({ label: me });
    await axeClean(page);
    await bulk.getByRole("button", { name: "Apply to the selected" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 leads changed." })).toBeVisible();
    await expect(selection).toHaveCount(0);
    for (const n of [3, 2]) {
      const row = rows.filter({ hasText: `${word} Lead ${n}` });
      await expect(row).toContainText("Qualified");
      await expect(row).toContainText(me);
    }
    await expect(rows.filter({ hasText: `${word} Lead 1` })).toContainText("New");

    // Two of them are spam after all: flagged at once, with one reason, they leave the list.
    await page.getByLabel(`Select ${word} Lead 1`).check();
    await page.getByLabel(`Select ${word} Lead 3`).check();
    const spam = selection.getByRole("form", { name: "Flag the selected leads as spam" });
    await spam.getByLabel("Why is this spam?").fill("Booked by a reseller's robot");
    await axeClean(page);
    await spam.getByRole("button", { name: "Mark the selected as spam" }).click();
    await expect(page.getByRole("status").filter({ hasText: "2 leads flagged as spam" })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(lead(2)).toBeVisible();

    // The spam list says why, each lead's timeline says who, and so does the audit log.
    await page.getByLabel("Spam", { exact: true }).selectOption("only");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(rows).toHaveCount(3);
    for (const n of [1, 3]) {
      await expect(rows.filter({ hasText: `${word} Lead ${n}` })).toContainText("Flagged as spam: Booked by a reseller's robot");
    }
    await lead(1).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
      `${me} flagged it as spam: Booked by a reseller's robot`,
    );
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "Audit log" }).click();
    for (const n of [1, 3]) {
      const entry = page
        .getByRole("row")
        .filter({ hasText: `${word} Lead ${n}` })
        .filter({ hasText: "flagged it as spam" });
      await expect(entry.getByRole("rowheader")).toHaveText(me);
    }
  });
});

test.describe("the sales inbox and the CRM", () => {
  test.describe.configure({ timeout: 120_000 });

  /** Tells the CRM's stand-in (tests/e2e/crm.ts) to refuse, or again accept, the webhooks about one e-mail address. */
  const crm = async (what: "fail" | "recover", email: string) =>
    expect((await fetch(`${crmUrl}/${what}`, { method: "POST", body: JSON.stringify({ email }) })).status).toBe(200);
  /** Every delivery the CRM received about a lead, as it came, with whether it passed the CRM's check on arrival. */
  const deliveriesOf = async (id: string) =>
    ((await (await fetch(`${crmUrl}/deliveries`)).json()) as CrmDelivery[])
      .map((delivery) => ({ ...delivery, event: JSON.parse(delivery.body) as { type: string; data: { id: string } } }))
      .filter((delivery) => delivery.event.data.id === id);

  test("a lead's page lists its webhooks with their state, the lead as it is now replaces one the CRM refused, and the audit log tells", async ({
    page,
  }, info) => {
    const project = info.project.name;
    const name = `Grace Hopper ${project}`;
    const email = `grace@crm-${project}.example`;
    await signInFirstTime(page, `crm-${project}@tessera.example`);

    // The CRM is down for this lead: its webhook is refused, retried once, then given up.
    await crm("fail", email);
    const id = await bookDemo(page, name, email);
    await page.goto(`/inbox?lead=${id}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("heading", { name: "Sent to the CRM" })).toBeVisible();
    const created = timeline.getByRole("listitem").filter({ hasText: "New lead:" });
    await expect(async () => {
      await page.reload();
      await expect(created).toContainText(
        "failed at every attempt and was given up (2 attempts); last error: The CRM answered 503",
        {
          timeout: 1_000,
        },
      );
    }).toPass({ timeout: 60_000 });
    await axeClean(page);

    // Back up: the lead as it is now goes out as a new event, in place of the one given up on; the rows follow
    // without a reload.
    await crm("recover", email);
    await created.getByRole("button", { name: "Send the lead as it is now New lead" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The lead as it is now is queued for the CRM as a new event." }),
    ).toBeVisible();
    const resent = timeline.getByRole("listitem").filter({ hasText: "Sent again from the inbox:" });
    await expect(resent).toContainText("Sent again from the inbox: delivered (1 attempt)", { timeout: 30_000 });
    await expect(created).toContainText(
      "New lead: not sent: replaced by the lead as it is now, sent again (2 attempts); last error: The CRM answered 503",
    );
    // A status change goes out as its own webhook, listed under the first.
    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Save status and owner" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
    const changed = timeline.getByRole("listitem").filter({ hasText: "Status changed:" });
    await expect(async () => {
      await page.reload();
      await expect(changed).toContainText("Status changed: delivered (1 attempt)", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await axeClean(page);

    // What the CRM received: every delivery verified with standardwebhooks on arrival, and again here (a signature
    // with another secret fails).
    const deliveries = await deliveriesOf(id);
    expect(deliveries.map((delivery) => delivery.verified)).toEqual([true, true, true, true]);
    for (const delivery of deliveries) {
      const checked = new Webhook(crmSecret).verify(delivery.body, delivery.headers) as { data: { id: string } };
      expect(checked.data.id).toBe(id);
    }
    expect(deliveries.map((delivery) => [delivery.event.type, delivery.answered])).toEqual([
      ["lead.created", 503],
      ["lead.created", 503],
      ["lead.resent", 200],
      ["lead.status_changed", 200],
    ]);
    const ids = deliveries.map((delivery) => delivery.headers["webhook-id"]);
    expect(ids[1]).toBe(ids[0]);
    expect(new Set(ids).size).toBe(3);
    const other = `whsec_${Buffer.from("somebody else's secret of 32 b!!").toString("base64")}`;
    const [first] = deliveries;
    expect(() => new Webhook(other).verify(first?.body ?? "", first?.headers ?? {})).toThrow();

    // The audit log says who changed what on the lead; the lead's name opens it.
    await page.getByRole("navigation", { name: "Inbox" }).getByRole("button", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    const entry = page.getByRole("row").filter({ hasText: name }).filter({ hasText: "set the status to Contacted" });
    await expect(entry.getByRole("rowheader")).toHaveText(`crm-${project}`);
    await axeClean(page);
    await entry.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  });
});

test.describe("the sales inbox, a lead from a campaign page", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a lead sent by a campaign page's own form names the campaign on its page", async ({ page }, info) => {
    const project = info.project.name;
    const name = `Mary Jackson ${project}`;
    const campaign = firstPage("campaign");
    const visitor = await page.context().newPage();
    await visitor.goto(campaign);
    const form = visitor.locator("main [data-demo-form]");
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).click();
    await formReady(form);
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill(name);
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill(`mary-${project}@langley.example`);
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill(`Langley Savings ${project}`);
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(visitor.getByText(ui.demoForm.toasts.success)).toBeVisible();
    await visitor.close();

    await signInFirstTime(page, `campaign-${project}@tessera.example`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator('dt:text-is("Campaign page") + dd')).toHaveText(campaign);
  });
});
