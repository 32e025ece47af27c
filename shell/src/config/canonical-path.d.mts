export function canonicalPath(pathname: string): string;
