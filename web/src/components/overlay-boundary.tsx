/**
 * The app's overlay layers (the alert dialog, the toasts) load Chakra UI's files once the page is idle. On a device that
 * went offline before those files were cached, that load fails; without a boundary the failure would take the whole
 * app down to a blank page. The layer then shows its `fallback` (nothing, by default) and the screens go on; the next
 * page load (the screens' own error offers it) loads the files again.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback?: ReactNode;
}

export class OverlayBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('an overlay could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
