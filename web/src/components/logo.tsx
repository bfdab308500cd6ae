/** The product logo: the mark and the name (plain elements, styled by web/src/theme/frame.css). */
export function LogoMark({ size = 8 }: { size?: number }) {
  return (
    <svg viewBox="0 0 512 512" width={size * 4} height={size * 4} aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="112" fill="#f59e0b" />
      <circle cx="256" cy="256" r="168" fill="#4c1d95" />
      <circle cx="176" cy="256" r="44" fill="#f59e0b" />
      <circle cx="256" cy="256" r="44" fill="#f59e0b" />
      <circle cx="336" cy="256" r="44" fill="#f59e0b" />
    </svg>
  );
}

/** `compact`: the name shows from the sm breakpoint on, leaving room in a phone's header. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="f-logo">
      <LogoMark />
      <span className={compact ? 'f-logo-name f-logo-compact' : 'f-logo-name'}>Matka</span>
    </span>
  );
}
