/**
 * Interface text with blanks (src/content/ui.yaml): "Explore {name}" with `{ name: "Family Banking" }` gives
 * "Explore Family Banking". The schema allows only the blanks a text's place fills, so a blank left as it is means
 * the caller did not pass it.
 */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
