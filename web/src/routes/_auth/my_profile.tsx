import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../components/page.tsx';

export const Route = createFileRoute('/_auth/my_profile')({
  component: MyProfilePage,
});

function MyProfilePage() {
  return <Page title="My Profile">{null}</Page>;
}
