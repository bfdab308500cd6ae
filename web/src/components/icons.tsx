/** The few line icons the shell uses (24x24, drawn with the current text colour; decorative, hidden from screen readers). */
import { createIcon } from '@chakra-ui/react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MenuIcon = createIcon({ displayName: 'MenuIcon', path: <path {...stroke} d="M4 6h16M4 12h16M4 18h16" /> });
export const HomeIcon = createIcon({ displayName: 'HomeIcon', path: <path {...stroke} d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" /> });
export const WalletIcon = createIcon({
  displayName: 'WalletIcon',
  path: <path {...stroke} d="M3 7h15a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3H3zM3 7l12-4v4M17 13.5h.01" />,
});
export const UserIcon = createIcon({ displayName: 'UserIcon', path: <path {...stroke} d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" /> });
export const BookIcon = createIcon({ displayName: 'BookIcon', path: <path {...stroke} d="M4 4h11a3 3 0 0 1 3 3v13H7a3 3 0 0 1-3-3zM4 17a3 3 0 0 1 3-3h11" /> });
export const TicketIcon = createIcon({
  displayName: 'TicketIcon',
  path: <path {...stroke} d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3zM13 4v12" />,
});
export const PlusIcon = createIcon({ displayName: 'PlusIcon', path: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8" /> });
export const ArrowOutIcon = createIcon({ displayName: 'ArrowOutIcon', path: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 15l6-6M10 9h5v5" /> });
export const ChatIcon = createIcon({ displayName: 'ChatIcon', path: <path {...stroke} d="M4 5h16v11H9l-5 4z" /> });
export const ClockIcon = createIcon({ displayName: 'ClockIcon', path: <path {...stroke} d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" /> });
export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', path: <path {...stroke} d="M9 6l6 6-6 6" /> });
