/** The brand mark: four tiles, one lifted, the brand's "block by block". */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8">
      <rect x="2" y="2" width="13" height="13" rx="3" fill="var(--color-primary)" />
      <rect x="17" y="2" width="13" height="13" rx="3" fill="var(--color-accent)" />
      <rect x="2" y="17" width="13" height="13" rx="3" fill="var(--color-accent)" opacity="0.75" />
      <rect x="17" y="17" width="13" height="13" rx="3" fill="var(--color-primary)" opacity="0.55" />
    </svg>
  );
}
