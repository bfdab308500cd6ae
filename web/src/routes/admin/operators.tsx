import { createFileRoute } from '@tanstack/react-router';
import { OperatorsScreen } from '../../features/admin/operators/operators-screen.tsx';

export const Route = createFileRoute('/admin/operators')({
  component: OperatorsScreen,
});
