// `npx tsx --conditions=react-server scripts/recompute-rollups.ts`: rebuilds the daily figure
// rollups (DailyFigure, features/figures/server/rollups/) from the events, in the site's timezone. The app
// rebuilds on its own when the table was never built or the timezone changed; run this after
// restoring a backup or loading rows around the app (bench:scale does, after its bulk fill).
import { recomputeRollups } from "../features/figures/server/rollups/rebuild";
import { prisma } from "../lib/db";

const started = performance.now();
const result = await recomputeRollups();
console.log(`daily figures: ${result.rows} rows in ${result.timeZone} (${Math.round(performance.now() - started)} ms)`);
await prisma.$disconnect();
process.exit(0);
