import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useApi } from '../../api/client.ts';
import { Page, Section } from '../../components/page.tsx';
import { sessionQueryOptions } from '../../features/auth/session.ts';
import { AccountMenu } from '../../features/profile/account-menu.tsx';
import { ProfileForm } from '../../features/profile/profile-form.tsx';
import { i18n, useMessages } from '../../i18n/index.ts';

const messages = i18n('route_my_profile', {
  myProfile: 'My Profile',
  account: 'Account',
});

export const Route = createFileRoute('/_auth/my_profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueryOptions(context.api)),
  component: MyProfilePage,
});

function MyProfilePage() {
  const t = useMessages(messages);
  const api = useApi();
  // Always re-read on arrival: the wallet amount changes when deposits are approved.
  const { data: player } = useSuspenseQuery({ ...sessionQueryOptions(api), staleTime: 0 });
  return (
    <Page title={t.myProfile}>
      <Section>{player && <ProfileForm key={player.user_id} player={player} />}</Section>
      <Section title={t.account}>
        <AccountMenu />
      </Section>
    </Page>
  );
}
