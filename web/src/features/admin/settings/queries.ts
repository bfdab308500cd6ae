/** The operator settings: read, change a part, replace the QR image, post an announcement. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient, call, multipart, type Schemas, useApi } from '../../../api/client.ts';
import { refreshConsole } from '../outcome.ts';

export type Settings = Schemas['Settings'];
export type SettingsPatch = Schemas['SettingsPatch'];

export function settingsOptions(api: ApiClient) {
  return queryOptions({ queryKey: ['/admin', 'settings'], queryFn: () => call(api.GET('/admin/settings')) });
}

/**
 * Saves a change with the revision of the settings on screen: a change made over another operator's save is refused
 * (409), and the screen then reads the settings again.
 */
/** The console's settings saves, one after another: each sends the revision the one before it saved. */
let saving: Promise<unknown> = Promise.resolve();

export function useUpdateSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = settingsOptions(api);
  return useMutation({
    mutationFn: (body: SettingsPatch) => {
      // Two sections saved at once by one operator are not told that "another operator" saved meanwhile.
      const save = saving.then(async () => {
        const settings = await call(api.PATCH('/admin/settings', { body: { ...body, revision: queryClient.getQueryData(queryKey)?.revision } }));
        queryClient.setQueryData(queryKey, settings);
        return settings;
      });
      saving = save.catch(() => undefined);
      return save;
    },
    onSuccess: () => refreshConsole(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useUploadQr() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => call(api.PUT('/admin/settings/qr-image', { body: { qr_image: file }, bodySerializer: multipart })),
    onSuccess: () => refreshConsole(queryClient),
  });
}

export function usePostAnnouncement() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['AnnouncementInput']) => call(api.POST('/admin/notifications', { body })),
    onSuccess: () => refreshConsole(queryClient),
  });
}
