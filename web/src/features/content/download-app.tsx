/** Download: the Android app (APK link from the operator's settings) and installing this web app. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Section } from '../../components/page.tsx';
import { useInstallOffer } from './pwa-install.ts';

export function DownloadApp({ apkUrl, version }: { apkUrl: string; version: string }) {
  const install = useInstallOffer();
  return (
    <>
      <Section title="Android app">
        {apkUrl ? (
          <Stack gap="3">
            <Button asChild colorPalette="brand" size="lg">
              <a href={apkUrl} download>
                Download the Android app
              </a>
            </Button>
            {version && <Text color="fg.muted">Version {version}</Text>}
          </Stack>
        ) : (
          <Text>The Android app is not available for download yet.</Text>
        )}
      </Section>
      <Section title="Install this web app">
        <Stack gap="3">
          <Text>Add the app to your home screen: it opens full screen, like an installed app, and always shows live data.</Text>
          {install ? (
            <Button colorPalette="brand" variant="outline" onClick={() => void install()}>
              Install app
            </Button>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              In your browser menu, choose “Install app” or “Add to Home screen”.
            </Text>
          )}
        </Stack>
      </Section>
    </>
  );
}
