import type { CSSProperties } from 'react';

/**
 * The few glyphs the block previews draw, as small inline SVGs: the previews also render on the
 * customer's storefront, where the back office's icon package would cost the phone a download (#41).
 * Sized like text (1em, current colour), as an icon font would be.
 */
function Glyph({ d, style, filled }: { d: string; style?: CSSProperties; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      aria-hidden
      style={{ verticalAlign: '-0.125em', ...style }}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const SearchGlyph = () => <Glyph d="M7 2.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9M10.3 10.3 14 14" />;
export const PlayGlyph = () => <Glyph filled d="M4.5 2.5v11l9-5.5z" />;
export const SoundGlyph = () => <Glyph d="M2 6h2.5L8 3v10L4.5 10H2zM10.5 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6.5 6.5 0 0 1 0 9" />;
export const BulbGlyph = ({ style }: { style?: CSSProperties }) => (
  <Glyph style={style} d="M6 12.5h4M6.5 14.5h3M8 1.5a4.5 4.5 0 0 0-2.5 8.2V11h5V9.7A4.5 4.5 0 0 0 8 1.5" />
);
