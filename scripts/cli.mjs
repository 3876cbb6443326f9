/**
 * `npm run cli -- <command>`: run the built CLI (dist-cli/veilleur.mjs),
 * building it first when it is missing or older than its sources.
 */
import { pathToFileURL } from 'node:url';
import { buildCli, OUT, stale } from './cli-build.mjs';

if (stale()) await buildCli();
await import(pathToFileURL(OUT).href);
