export function sourcesFingerprint(root: string): string;
export function bundled(root: string, entry: string): string | undefined;
