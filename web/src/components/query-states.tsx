/**
 * Loading, empty and error states shared by every data screen, so none is ever blank. Plain elements
 * (web/src/theme/frame.css): Home's lists show them before Chakra UI loads.
 */
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isStaleBuildError, reloadForNewBuild } from '../app/new-build.ts';
import { messageOf } from '../api/client.ts';
import { i18n, useMessages } from '../i18n/index.ts';

const messages = i18n('states', {
  loading: 'Loading',
  couldNotLoad: 'Could not load this.',
  tryAgain: 'Try again',
  updated: 'The app was updated while this page was open: reload the page to get the new version.',
});

export function Loading({ label }: { label?: string }) {
  const t = useMessages(messages);
  return (
    <div className="f-center" role="status" aria-live="polite">
      <span className="f-spinner" />
      <span className="f-sr-only">{label ?? t.loading}</span>
    </div>
  );
}

/**
 * Placeholder rows while a list loads, as tall as the rows that will replace them, so what sits below does not jump
 * when the data arrives.
 */
export function ListSkeleton({ rows, rowHeight, label }: { rows: number; rowHeight: string; label?: string }) {
  const t = useMessages(messages);
  return (
    <div className="f-stack" role="status" aria-live="polite">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="f-skeleton" style={{ height: rowHeight }} />
      ))}
      <span className="f-sr-only">{label ?? t.loading}</span>
    </div>
  );
}

export function Empty({ text, description }: { text: string; description?: string }) {
  return (
    <div className="f-empty" role="status">
      <div className="f-empty-content">
        <div className="f-empty-title">{text}</div>
        {description && <p className="f-empty-text">{description}</p>}
      </div>
    </div>
  );
}

/** A failed call: the server's message (or `message`) and, when given, a way to try again. */
export function ErrorState({ error, onRetry, title, message }: { error: unknown; onRetry?: () => void; title?: string; message?: string }) {
  const t = useMessages(messages);
  return (
    <div className="f-alert" role="alert">
      <svg className="f-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z" />
      </svg>
      <div className="f-alert-body">
        <div>
          <div className="f-alert-title">{title ?? t.couldNotLoad}</div>
          <div>{message ?? messageOf(error)}</div>
        </div>
        {onRetry && (
          <button type="button" className="f-button f-button-outline" onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A route's errorComponent: shows the loader's error and retries by reloading the route. A screen's code that could
 * not be loaded (a page of the build before an upgrade) reloads the page instead, once a minute at most, which loads
 * the new build.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const stale = isStaleBuildError(error);
  // Decided once, when the error is first shown: reload (once a minute at most), or show it.
  const [reloading] = useState(() => stale && reloadForNewBuild());
  const t = useMessages(messages);
  if (reloading) return <Loading />;
  if (stale) {
    return (
      <div className="f-page">
        <ErrorState error={error} message={t.updated} onRetry={() => window.location.reload()} />
      </div>
    );
  }
  return (
    <div className="f-page">
      <ErrorState error={error} onRetry={() => void router.invalidate()} />
    </div>
  );
}
