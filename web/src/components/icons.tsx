/**
 * The few line icons the app uses (24x24, drawn with the current text colour; decorative, hidden from screen readers).
 * Plain SVG (no Chakra UI), so the frame and Home use them before Chakra UI loads: `boxSize` and `color` take the
 * theme's size and colour tokens.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  /** A size token (`5` is 1.25rem). */
  boxSize?: string;
  /** A colour token (`fg.muted`). */
  color?: string;
}

const tokenVar = (group: string, token: string) => `var(--chakra-${group}-${token.replaceAll('.', '-')})`;

function createIcon(path: ReactNode) {
  return function Icon({ boxSize = '5', color }: IconProps) {
    const size = tokenVar('sizes', boxSize);
    return (
      <svg
        viewBox="0 0 24 24"
        className="f-icon"
        style={{ width: size, height: size, color: color ? tokenVar('colors', color) : undefined }}
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {path}
      </svg>
    );
  };
}

export const MenuIcon = createIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const HomeIcon = createIcon(<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />);
export const WalletIcon = createIcon(<path d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H3zM3 7l12-4v4M17 13.5h.01" />);
export const UserIcon = createIcon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />);
export const BookIcon = createIcon(<path d="M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3zM4 17a3 3 0 0 1 3-3h11" />);
export const TicketIcon = createIcon(<path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM13 4v12" />);
export const PlusIcon = createIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8" />);
export const ArrowOutIcon = createIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 15l6-6M10 9h5v5" />);
export const ChatIcon = createIcon(<path d="M4 5h16v11H9l-5 4z" />);
export const ClockIcon = createIcon(<path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />);
export const ChevronRightIcon = createIcon(<path d="M9 6l6 6-6 6" />);
export const BellIcon = createIcon(<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" />);
