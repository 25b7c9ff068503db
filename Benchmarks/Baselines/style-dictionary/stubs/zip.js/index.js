// Debian has no zip.js; only Style Dictionary's zip helpers use it, and the benchmark calls none.
const absent = () => {
  throw new Error('@zip.js/zip.js is not installed: only the zip helpers, which the benchmark does not call, need it');
};
export class ZipWriter { constructor() { absent(); } }
export class ZipReader { constructor() { absent(); } }
export class BlobWriter { constructor() { absent(); } }
export class BlobReader { constructor() { absent(); } }
export class TextReader { constructor() { absent(); } }
export class TextWriter { constructor() { absent(); } }
export class Uint8ArrayReader { constructor() { absent(); } }
export class Uint8ArrayWriter { constructor() { absent(); } }
