import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/content/site.ts";
import {
  content,
  ctaLabel,
  demoDialog as dialog,
  dialogTitle,
  expect,
  firstSolution,
  formReady,
  lastSolution,
  otherSolutions,
  secondSolution,
  test,
  toast,
  ui,
} from "./fixtures.ts";

const heroButton = (page: Page) => page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel });

async function openFromHero(page: Page) {
  await page.goto("/");
  await heroButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await formReady(dialog(page));
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether one element's box lies wholly within another's, or within the given box. */
async function within(inner: Locator, outer: Locator | Box) {
  const [a, b] = (await Promise.all([inner.boundingBox(), "x" in outer ? outer : outer.boundingBox()])) as [Box, Box];
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

/** Holds the form's code (React and the form) until the returned function is called. */
async function holdFormCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/(demo-form|client)\./, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function fill(page: Page) {
  const form = dialog(page);
  await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("Ada Lovelace");
  await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("ada@analytical.example");
  await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Analytical Bank");
  await form.getByRole("combobox", { name: ui.demoForm.labels.role }).selectOption("cto");
  await form.getByRole("textbox", { name: ui.demoForm.labels.message }).fill("Family accounts for 40,000 households.");
  await form.getByText(firstSolution.name, { exact: true }).click();
}

test.describe("Book a demo", () => {
  // The failure tests make the submission fail on purpose; the browser reports the failed request.
  test.use({ allowConsoleErrors: [/Failed to load resource.*submit-demo/] });

  test("the dialog opens on the tap, before any of the form's code has arrived", { tag: "@every-width" }, async ({ page }) => {
    // The form's code and React never arrive.
    await page.route(/\/_astro\/(demo-form|client)\./, () => new Promise(() => {}));
    await page.goto("/");
    await heroButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("textbox", { name: ui.demoForm.labels.fullName })).toBeVisible();
  });

  test("neither React nor the form's code loads until the visitor reaches for Book a demo", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const formCode = () => scripts.filter((path) => /\/_astro\/(demo-form|client)\./.test(path));
    expect(formCode()).toEqual([]);
    await heroButton(page).hover();
    await expect.poll(() => formCode().length).toBeGreaterThan(0);
  });

  test("by mouse: validation, then success, reset and close", { tag: "@every-width" }, async ({ page }) => {
    await openFromHero(page);
    const form = dialog(page);
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.validation);
    await expect(toast(page)).toContainText(ui.demoForm.errors.fullNameRequired);
    const name = form.getByRole("textbox", { name: ui.demoForm.labels.fullName });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(ui.demoForm.errors.fullNameRequired)).toBeVisible();

    await fill(page);
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("not-an-email");
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.errors.emailInvalid);
    await expect(toast(page)).toHaveCount(1);
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.email })).toBeFocused();

    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("ada@analytical.example");
    const sent = page.waitForRequest("**/functions/v1/submit-demo");
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.success);
    await expect(toast(page)).toContainText(ui.demoForm.toasts.successText);
    // The start token the server signed as the form opened, never the visitor's clock (docs/decisions/022).
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.form_start_token).toMatch(/^\d{13}\.[\w-]{16}\.[\w-]{43}$/);
    expect(body).not.toHaveProperty("form_started_at");
    await expect(dialog(page)).toBeHidden();

    await heroButton(page).click();
    await expect(dialog(page).getByRole("textbox", { name: ui.demoForm.labels.fullName })).toHaveValue("");
    await expect(dialog(page).getByRole("checkbox", { name: firstSolution.name })).not.toBeChecked();
  });

  test("by keyboard alone, with focus back on the button that opened it", async ({ page }) => {
    await page.goto("/");
    const opener = heroButton(page);
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    const form = dialog(page);
    await formReady(form);
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).focus();
    await page.keyboard.type("Grace Hopper");
    await page.keyboard.press("Tab");
    await page.keyboard.type("grace@navy.example");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Harbour Bank");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Treasury for SMEs.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: firstSolution.name })).toBeChecked();
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText(ui.demoForm.toasts.success);
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a server failure keeps the dialog open with the values and shows the server's message", async ({ page }) => {
    await page.route("**/functions/v1/submit-demo", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "We could not save your request just now." }),
      }),
    );
    await openFromHero(page);
    await fill(page);
    await dialog(page).getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.failed);
    await expect(toast(page)).toContainText("We could not save your request just now.");
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole("textbox", { name: ui.demoForm.labels.company })).toHaveValue("Analytical Bank");
    await expect(dialog(page).getByRole("checkbox", { name: firstSolution.name })).toBeChecked();
  });

  test("a network failure says so and keeps the values", async ({ page }) => {
    await page.route("**/functions/v1/submit-demo", (route) => route.abort("internetdisconnected"));
    await openFromHero(page);
    await fill(page);
    await dialog(page).getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.failed);
    await expect(toast(page)).toContainText(ui.demoForm.toasts.networkFailed);
    await expect(dialog(page).getByRole("textbox", { name: ui.demoForm.labels.fullName })).toHaveValue("Ada Lovelace");
  });

  test("shows Submitting... and disables both buttons while sending", async ({ page }) => {
    // The request is held until the buttons have been checked, however late it reaches the route.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/functions/v1/submit-demo", async (route) => {
      await released;
      await route.continue();
    });
    await openFromHero(page);
    await fill(page);
    await dialog(page).getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(dialog(page).getByRole("button", { name: ui.demoForm.buttons.submitting })).toBeDisabled();
    await expect(dialog(page).getByRole("button", { name: ui.demoForm.buttons.cancel })).toBeDisabled();
    release();
    await expect(dialog(page)).toBeHidden();
  });

  test("a solution page's button preselects its solution", async ({ page }) => {
    await page.goto(`/solutions/${secondSolution.slug}`);
    await page.getByRole("main").getByRole("button", { name: ctaLabel }).first().click();
    await expect(dialog(page).getByRole("checkbox", { name: secondSolution.name })).toBeChecked();
    await expect(dialog(page).getByRole("checkbox", { name: firstSolution.name })).not.toBeChecked();
  });

  test("Cancel closes the dialog, before and after the form's code has arrived", async ({ page }) => {
    await page.goto("/");
    await heroButton(page).click();
    await dialog(page).getByRole("button", { name: ui.demoForm.buttons.cancel }).click();
    await expect(dialog(page)).toBeHidden();
    await heroButton(page).click();
    await formReady(dialog(page));
    await dialog(page).getByRole("button", { name: ui.demoForm.buttons.cancel }).click();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe("the form's corners", () => {
  test("every suite chip shows whole, in the dialog and on /demo", { tag: "@every-width" }, async ({ page }) => {
    await openFromHero(page);
    const { width, height } = page.viewportSize() as { width: number; height: number };
    for (const inDialog of [true, false]) {
      if (!inDialog) await page.goto("/demo");
      const list = (inDialog ? dialog(page) : page.locator("main")).locator("[data-slot=suite-chips]");
      // The page or the dialog scrolls to the list, as a person would; the list itself is not scrolled.
      await list.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const chips = list.locator("label");
      await expect(chips).toHaveCount(2 + otherSolutions.length);
      for (const chip of await chips.all()) {
        const name = await chip.innerText();
        expect(await within(chip, list), name).toBe(true);
        expect(await within(chip, inDialog ? dialog(page) : { x: 0, y: 0, width, height }), name).toBe(true);
      }
    }
  });

  test("the toast covers neither the header nor anything past its own box", { tag: "@every-width" }, async ({ page }) => {
    await page.goto("/demo");
    const form = page.locator("main");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).focus();
    await formReady(form);
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.toasts.validation);
    const header = page.locator("[data-slot=site-header]");
    const apart = async () => {
      const [a, b] = (await Promise.all([toast(page).boundingBox(), header.boundingBox()])) as [Box, Box];
      return a.y >= b.y + b.height || a.y + a.height <= b.y || a.x >= b.x + b.width || a.x + a.width <= b.x;
    };
    await expect.poll(apart).toBe(true);
    await expect.poll(() => within(toast(page).locator("[data-close-button]"), toast(page))).toBe(true);
  });

  test("Submit pressed before the form's code has arrived stays on the page; then the form explains", {
    tag: "@every-width",
  }, async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("submit-demo")) posts.push(request.url());
    });
    for (const where of ["/demo", "/"]) {
      const release = await holdFormCode(page);
      await page.goto(where);
      if (where === "/") await heroButton(page).click();
      const form = where === "/" ? dialog(page) : page.locator("main");
      await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
      await expect(form.getByRole("textbox", { name: ui.demoForm.labels.fullName })).toBeFocused();
      release();
      await formReady(form);
      await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
      await expect(toast(page)).toContainText(ui.demoForm.toasts.validation);
      await expect(toast(page)).toContainText(ui.demoForm.errors.fullNameRequired);
      expect(new URL(page.url()).pathname).toBe(where);
      await page.unrouteAll();
    }
    expect(posts).toEqual([]);
  });
});

test.describe("the /demo page", () => {
  test("its form takes over once the visitor reaches for it, and explains a bad request", async ({ page }) => {
    await page.goto("/demo");
    const form = page.locator("main");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Orbit Credit Union");
    await formReady(form);
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(toast(page)).toContainText(ui.demoForm.errors.fullNameRequired);
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.fullName })).toBeFocused();
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.company })).toHaveValue("Orbit Credit Union");
  });

  test("a solution named in the address is preselected", async ({ page }) => {
    await page.goto(`/demo?solution=${lastSolution.slug}`);
    await expect(page.locator("main").getByRole("checkbox", { name: lastSolution.name })).toBeChecked();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 400.*submit-demo/] });

  test("the /demo form is sent and says so", async ({ page }) => {
    await page.goto("/demo");
    const form = page.locator("main [data-slot=demo-form]");
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("Katherine Johnson");
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("katherine@orbit.example");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Orbit Credit Union");
    await form.getByText(secondSolution.name, { exact: true }).click();
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(page).toHaveURL(/\/demo\?status=sent#request-sent$/);
    await expect(page.getByRole("status").filter({ hasText: content.demoPage.sent.heading })).toBeVisible();
  });

  test("a bad form comes back in the site's layout, explained, with what was typed, and can be sent from there", async ({
    page,
  }) => {
    await page.goto("/demo");
    const form = page.locator("main [data-slot=demo-form]");
    // Only spaces: the browser's own check lets them through (it refuses an empty field), the server does not.
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("   ");
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("katherine@orbit.example");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Orbit <Credit> Union");
    await form.getByRole("combobox", { name: ui.demoForm.labels.role }).selectOption("cfo");
    await form.getByRole("textbox", { name: ui.demoForm.labels.message }).fill("Treasury for\n12 branches");
    await form.getByText(secondSolution.name, { exact: true }).click();
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();

    const { notSent } = content.demoPage;
    await expect(page).toHaveTitle(`${notSent.title} | ${site.name}`);
    const notice = page.getByRole("alert").filter({ hasText: notSent.heading });
    await expect(notice.getByRole("heading", { name: notSent.heading })).toBeVisible();
    await expect(notice.getByRole("link", { name: ui.demoForm.errors.fullNameRequired })).toHaveAttribute(
      "href",
      "#demo-form-full_name",
    );
    // The site around it, as on every page.
    await expect(page.getByRole("banner").getByRole("link", { name: site.name }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const name = form.getByRole("textbox", { name: ui.demoForm.labels.fullName });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(ui.demoForm.errors.fullNameRequired);
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.email })).toHaveValue("katherine@orbit.example");
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.company })).toHaveValue("Orbit <Credit> Union");
    await expect(form.getByRole("combobox", { name: ui.demoForm.labels.role })).toHaveValue("cfo");
    await expect(form.getByRole("textbox", { name: ui.demoForm.labels.message })).toHaveValue("Treasury for\n12 branches");
    await expect(form.getByRole("checkbox", { name: secondSolution.name })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: firstSolution.name })).not.toBeChecked();

    await name.fill("Katherine Johnson");
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(page).toHaveURL(/\/demo\?status=sent#request-sent$/);
  });

  test("the demo dialog opens and its form is sent", async ({ page }) => {
    await page.goto("/");
    await page.locator("[data-slot=hero]").getByRole("button", { name: ctaLabel }).click();
    const form = page.getByRole("dialog", { name: dialogTitle });
    await expect(form).toBeVisible();
    await form.getByRole("textbox", { name: ui.demoForm.labels.fullName }).fill("Dorothy Vaughan");
    await form.getByRole("textbox", { name: ui.demoForm.labels.email }).fill("dorothy@langley.example");
    await form.getByRole("textbox", { name: ui.demoForm.labels.company }).fill("Langley Savings");
    await form.getByRole("button", { name: ui.demoForm.buttons.submit }).click();
    await expect(page).toHaveURL(/\/demo\?status=sent#request-sent$/);
  });
});
