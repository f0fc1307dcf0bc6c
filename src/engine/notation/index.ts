export * from './hits.ts';
export * from './panic-response.ts';
export * from './assault-cell.ts';
export * from './signed-modifier.ts';
