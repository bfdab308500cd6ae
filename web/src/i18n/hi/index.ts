/**
 * The Hindi dictionary, one file per area of the app, fetched only when a player reads Hindi (see ../index.ts).
 * Each component's keys mirror its English texts; tests/web/i18n-keys.test.ts checks both ways.
 */
import type { ComponentsJSON } from '@nanostores/i18n';
import home from './home.ts';
import layout from './layout.ts';

const hi: ComponentsJSON = { ...layout, ...home };

export default hi;
