/** The texts of the header's own controls (menu button, logo link, Login and Logout), on every first visit. */
import { i18n } from '../../i18n/index.ts';

export const headerMessages = i18n('header', { home: 'Matka home', login: 'Login', logout: 'Logout', openMenu: 'Open menu' });
