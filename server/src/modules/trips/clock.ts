/** 2026-11-20 → 20/11/2026, as people in India write dates. */
export const indianDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
