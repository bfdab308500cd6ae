/**
 * A notice in a screen (not a dialog) without Chakra UI, as Chakra's subtle Alert draws it: the status's icon and
 * colours, a title and, when given, more below it. Its role is the caller's (`status` for a polite note, `alert` for a
 * problem); none by default, e.g. inside an aria-live region.
 */
import type { AriaRole, ReactNode } from 'react';

type Status = 'info' | 'warning' | 'success' | 'error';

/** Chakra's alert icons: a circle with an exclamation mark, a tick or an "i". */
const ICONS: Record<Status, string> = {
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
};
const CIRCLE =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';

interface PlainAlertProps {
  status: Status;
  title: ReactNode;
  children?: ReactNode;
  role?: AriaRole;
  'data-testid'?: string;
}

export function PlainAlert({ status, title, children, role, 'data-testid': testId }: PlainAlertProps) {
  return (
    <div className={status === 'error' ? 'f-alert f-notice' : `f-alert f-alert-${status} f-notice`} role={role} data-testid={testId}>
      <svg className="f-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={`${CIRCLE}${ICONS[status]}`} />
      </svg>
      <div className="f-alert-body">
        <div className="f-alert-title">{title}</div>
        {children}
      </div>
    </div>
  );
}
