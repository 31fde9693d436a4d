/** The URL of the demo form's code (src/integrations/demo-form-entry.ts). */
declare module "virtual:demo-form-url" {
  const url: string;
  export default url;
}
