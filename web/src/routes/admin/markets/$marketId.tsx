import { createFileRoute } from '@tanstack/react-router';
import { MarketScreen } from '../../../features/admin/markets/market-screen.tsx';

export const Route = createFileRoute('/admin/markets/$marketId')({
  component: Market,
});

function Market() {
  const { marketId } = Route.useParams();
  return <MarketScreen marketId={marketId} />;
}
