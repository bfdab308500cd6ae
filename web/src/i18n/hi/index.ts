/**
 * The Hindi dictionary, one file per area of the app, fetched only when a player reads Hindi (see ../index.ts).
 * Each component's keys mirror its English texts; tests/web/i18n-keys.test.ts checks both ways.
 */
import type { ComponentsJSON } from '@nanostores/i18n';
import account from './account.ts';
import auth from './auth.ts';
import bidding from './bidding.ts';
import content from './content.ts';
import funds from './funds.ts';
import history from './history.ts';
import home from './home.ts';
import layout from './layout.ts';
import live from './live.ts';
import markets from './markets.ts';
import protection from './protection.ts';
import refusals from './refusals.ts';
import routes from './routes.ts';

const hi: ComponentsJSON = {
  ...layout,
  ...home,
  ...markets,
  ...content,
  ...protection,
  ...refusals,
  ...routes,
  ...live,
  ...funds,
  ...history,
  ...account,
  ...bidding,
  ...auth,
};

export default hi;
