export const isNode = typeof window === 'undefined';
