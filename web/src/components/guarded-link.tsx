/**
 * The navigation guard: a link to a player-only screen that a visitor may see but not follow. For a visitor the click
 * is cancelled and the spec's alert appears ('User not logged in.' unless told otherwise).
 */
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useSession } from '../features/auth/session.ts';
import { showAlert } from './alert-dialog.tsx';
import { i18n } from '../i18n/index.ts';

/** The spec's alert for a visitor who follows a player-only link. */
export const guardMessages = i18n('guard', { notLoggedIn: 'User not logged in.' });

interface GuardAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  guardMessage?: string;
}

const GuardAnchor = forwardRef<HTMLAnchorElement, GuardAnchorProps>(function GuardAnchor({ guardMessage, onClick, ...props }, ref) {
  const { loggedIn } = useSession();
  const guard = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn) {
      event.preventDefault();
      showAlert(guardMessage ?? guardMessages.get().notLoggedIn);
      return;
    }
    onClick?.(event);
  };
  return <a ref={ref} {...props} onClick={guard} />;
});

const CreatedGuardedLink = createLink(GuardAnchor);

export const GuardedLink: LinkComponent<typeof GuardAnchor> = (props) => <CreatedGuardedLink preload={false} {...props} />;
