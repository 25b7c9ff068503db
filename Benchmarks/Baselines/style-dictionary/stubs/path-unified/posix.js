// path-unified exposes Node's path functions in the browser too; in Node they are node:path's own.
import path from 'node:path';
export const { basename, dirname, extname, isAbsolute, join, normalize, relative, resolve, sep } = path.posix;
export default path.posix;
