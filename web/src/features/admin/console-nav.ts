/** The console's sections, in the order of an operator's day. */
export const CONSOLE_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/markets', label: 'Markets' },
  { to: '/admin/results', label: 'Results' },
  { to: '/admin/exposure', label: 'Exposure' },
  { to: '/admin/deposits', label: 'Deposits' },
  { to: '/admin/withdrawals', label: 'Withdrawals' },
  { to: '/admin/players', label: 'Players' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/players-at-limits', label: 'Players at limits' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/announcements', label: 'Announcements' },
  { to: '/admin/enquiries', label: 'Enquiries' },
  { to: '/admin/audit-log', label: 'Audit log' },
  { to: '/admin/operators', label: 'Operators' },
] as const;
