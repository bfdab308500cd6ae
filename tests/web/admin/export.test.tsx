/**
 * Export CSV fetches the export first: a refusal is told in an alert (nothing is saved), and a file is saved under
 * the server's name for it.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertText, dismissAlert, renderApp } from '../support/render-app.tsx';
import { operatorApi } from './console-support.ts';

afterEach(() => vi.restoreAllMocks());

describe('export CSV', () => {
  it('tells the server refusal in an alert and saves nothing', async () => {
    const refusal = { status: false, code: 'VALIDATION_FAILED', msg: 'The range must start on or before its end', errors: [] };
    const { api } = await operatorApi({ '/admin/exports/audit-log': { status: 422, body: refusal } });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = await renderApp('/admin/audit-log', api);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await alertText()).toContain('The range must start on or before its end');
    expect(saved).not.toHaveBeenCalled();
    await dismissAlert(user);
  });

  it("saves the file under the server's name for it", async () => {
    const { api } = await operatorApi();
    const urls: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      urls.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await renderApp('/admin/audit-log', api);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^audit-log.*\.csv$/);
    expect((await urls[0]!.text()).split('\n')[0]).toContain('action');
  });
});
