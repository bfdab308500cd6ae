import { createFileRoute } from '@tanstack/react-router';
import { bidDateLoader, SangamScreen } from '../../features/bidding/bid-screens.tsx';

export const Route = createFileRoute('/_auth/half_sangam')({
  loader: bidDateLoader('daily'),
  component: () => <SangamScreen variant="half" />,
});
