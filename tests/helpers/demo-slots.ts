/** The demo's Starline slots as the app labels them: one every hour from 01 AM to 11 PM (no slot at midnight). */
export const DEMO_STARLINE_HOURS = Array.from({ length: 23 }, (_, i) => {
  const hour = i + 1;
  return `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;
});

/** The same slots as chart column headers ("01 AM"). */
export const DEMO_STARLINE_COLUMNS = DEMO_STARLINE_HOURS.map((time) => time.replace(':00', ''));
