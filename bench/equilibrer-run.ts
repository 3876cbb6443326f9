/** `bench/equilibrer.ts` on the bundled engine (see `bundled.ts`). */
import { runBundled } from './bundled';

process.exitCode = await runBundled('bench/equilibrer.ts');
