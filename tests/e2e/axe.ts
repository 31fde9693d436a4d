import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe finds against WCAG 2.2 AA on the page as it is now, one line per rule broken.
 * Legacy mode runs axe in the page alone: by default it also opens a blank page to gather the results of the page's
 * frames, which costs about a second a run here, and neither the site nor the inbox has a frame.
 */
export async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
