import { createFileRoute } from '@tanstack/react-router';
import { ConsoleLayout } from '../features/admin/console-layout.tsx';

/** The operator console: its frame and login gate; every screen under it is loaded only when an operator opens it. */
export const Route = createFileRoute('/admin')({
  component: ConsoleLayout,
});
