/** Flags are 0/1 integers in both dialects (SQLite has no boolean, and one type is simpler). */
export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number): boolean => value === 1;
