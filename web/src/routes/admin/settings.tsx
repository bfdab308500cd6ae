import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/admin/settings/settings-screen.tsx';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsScreen,
});
