/** The URL of a lazily loaded entry's code (src/integrations/lazy-entries.ts). */
declare module "virtual:lazy/*" {
  const url: string;
  export default url;
}
