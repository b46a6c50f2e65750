export function findPostgresBinaries(): string | null;
