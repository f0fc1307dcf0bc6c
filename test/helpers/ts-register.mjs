// `--import` this: registers ts-loader.mjs in the process.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
