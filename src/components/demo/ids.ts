/** The demo dialog every page but /demo carries, and the /demo page's own form, which its Book a demo controls lead to. */
export const demoDialogId = "demo-dialog";
export const inlineFormId = "demo-form";
