import path from 'node:path';
export const { basename, dirname, extname, isAbsolute, join, normalize, relative, resolve, sep } = path.win32;
export default path.win32;
