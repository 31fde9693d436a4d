/** The demo dialog every page but /demo carries, and the /demo page's own form, which its Book a demo controls lead to. */
export const demoDialogId = "demo-dialog";
export const inlineFormId = "demo-form";
/** The form's words, which its island fetches (written by src/pages/demo-form.json.ts). */
export const demoFormCopyPath = "/demo-form.json";
