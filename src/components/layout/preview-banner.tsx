/**
 * The bar at the foot of every page of a preview build (Publish → Preview, server/publish/publisher.ts): it says the
 * page is not the live site, and leads back to it or on to publishing. A published build never has it.
 */
export function PreviewBanner({ copy }: { copy: { preview: string; leavePreview: string; publish: string } }) {
  return (
    <>
      {/* Room for the bar at the foot of the page, so that it covers nothing. */}
      <div aria-hidden="true" className="h-16" />
      <aside
        data-slot="preview-banner"
        aria-label={copy.preview}
        className="fixed inset-x-0 bottom-0 z-[70] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-2 text-on-ink text-sm"
      >
        <p className="font-semibold">{copy.preview}</p>
        <a href="/publish" className="underline underline-offset-4">
          {copy.publish}
        </a>
        <a href="/preview/exit" className="underline underline-offset-4">
          {copy.leavePreview}
        </a>
      </aside>
    </>
  );
}
