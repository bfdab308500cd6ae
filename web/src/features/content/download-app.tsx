/** Download: the Android app (APK link from the operator's settings) and installing this web app. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Section } from '../../components/page.tsx';
import { useInstallOffer } from './pwa-install.ts';
import { i18n, params, useMessages } from '../../i18n/index.ts';

const messages = i18n('downloadApp', {
  android: 'Android app',
  download: 'Download the Android app',
  version: params<{ version: string }>('Version {version}'),
  notYet: 'The Android app is not available for download yet.',
  installTitle: 'Install this web app',
  installText: 'Add the app to your home screen: it opens full screen, like an installed app, and always shows live data.',
  install: 'Install app',
  installHint: 'In your browser menu, choose “Install app” or “Add to Home screen”.',
});

export function DownloadApp({ apkUrl, version }: { apkUrl: string; version: string }) {
  const t = useMessages(messages);
  const install = useInstallOffer();
  return (
    <>
      <Section title={t.android}>
        {apkUrl ? (
          <Stack gap="3">
            <Button asChild colorPalette="brand" size="lg">
              <a href={apkUrl} download>
                {t.download}
              </a>
            </Button>
            {version && <Text color="fg.muted">{t.version({ version })}</Text>}
          </Stack>
        ) : (
          <Text>{t.notYet}</Text>
        )}
      </Section>
      <Section title={t.installTitle}>
        <Stack gap="3">
          <Text>{t.installText}</Text>
          {install ? (
            <Button colorPalette="brand" variant="outline" onClick={() => void install()}>
              {t.install}
            </Button>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              {t.installHint}
            </Text>
          )}
        </Stack>
      </Section>
    </>
  );
}
